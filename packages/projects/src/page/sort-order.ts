import type { ProjectFolder, ProjectProduct } from "@storefront/api-client/projects";

/** Which way an item moves in its list. */
export type Direction = "up" | "down";

/** How the products of a folder can be sorted (issue 45 item 12). */
export const PRODUCT_SORTS = ["name", "priceAsc", "priceDesc", "sku"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const bySortOrder = <T extends { sortOrder: number }>(items: readonly T[]) => [...items].sort((a, b) => a.sortOrder - b.sortOrder);

/** The list with the item at `index` swapped with its neighbour, or undefined at the edge. */
function moved<T>(items: readonly T[], index: number, direction: Direction): T[] | undefined {
  const other = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= items.length) return undefined;
  const next = [...items];
  [next[index], next[other]] = [next[other] as T, next[index] as T];
  return next;
}

/** The folders' new sort orders after moving one up or down; undefined when it is already first or last. */
export function movedFolderOrder(
  folders: readonly ProjectFolder[],
  folderId: number,
  direction: Direction,
): { folderId: number; sortOrder: number }[] | undefined {
  const ordered = bySortOrder(folders);
  const next = moved(
    ordered,
    ordered.findIndex((folder) => folder.id === folderId),
    direction,
  );
  return next?.map((folder, index) => ({ folderId: folder.id, sortOrder: index + 1 }));
}

/** The folder's product codes after moving one up or down; undefined when it is already first or last. */
export function movedProductOrder(products: readonly ProjectProduct[], productCode: string, direction: Direction): string[] | undefined {
  const ordered = bySortOrder(products);
  const next = moved(
    ordered,
    ordered.findIndex((product) => product.productCode === productCode),
    direction,
  );
  return next?.map((product) => product.productCode);
}

const COMPARE: Record<ProductSort, (a: ProjectProduct, b: ProjectProduct) => number> = {
  name: (a, b) => a.title.localeCompare(b.title),
  priceAsc: (a, b) => a.price - b.price,
  priceDesc: (a, b) => b.price - a.price,
  sku: (a, b) => a.sku.localeCompare(b.sku),
};

/** The folder's product codes in the chosen order (ties keep their place). */
export function sortedProductOrder(products: readonly ProjectProduct[], sort: ProductSort): string[] {
  return bySortOrder(products)
    .sort(COMPARE[sort])
    .map((product) => product.productCode);
}
