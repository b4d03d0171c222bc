import type { CompareProduct } from "@storefront/api-client/compare";
import type { WidgetProduct } from "@storefront/page-kit/product-widgets";
import { canAddToCompare, COMPARE_LIMIT, type CompareAddResult } from "@storefront/validation/compare";
import { CHECKOUT_PATH } from "@storefront/api-contract/storefront-paths";

/**
 * A product in the compare list, as kept locally under CompareProducts (spec 1 §3): brandImage,
 * brandName, productId, productImage, productName, productSKU, price; plus the product page uri so
 * the tray can link to it.
 */
export interface ComparedProduct {
  brandImage: string;
  brandName: string;
  productId: number;
  /** The first image's thumbnail, or empty. */
  productImage: string;
  productName: string;
  productSKU: string;
  price: number | null;
  uri?: string;
}

/** The product record fields a compare product is built from (spec 1 §3): what the catalogue's product widgets get. */
export type CompareSource = WidgetProduct;

/** spec 1 §3: manufacturer.thumbnail, manufacturer.name, productId, images[0].thumbUrl, title, sku, price. */
export function toComparedProduct(product: CompareSource): ComparedProduct {
  return {
    brandImage: product.manufacturer?.thumbnail ?? "",
    brandName: product.manufacturer?.name ?? product.brand ?? "",
    productId: product.productId,
    productImage: product.images?.[0]?.thumbUrl ?? "",
    productName: product.title,
    productSKU: product.sku,
    price: product.price ?? null,
    uri: product.uri,
  };
}

/** The server's compare product (GET /api/compare) in the local shape. */
export function fromServerProduct(
  product: Omit<CompareProduct, "uri" | "productSKU"> & { productSKU?: string; uri?: string },
): ComparedProduct {
  return {
    brandImage: product.brandImage,
    brandName: product.brandName,
    productId: product.productId,
    productImage: product.productImage,
    productName: product.productName,
    productSKU: product.productSKU || product.sku,
    price: product.price,
    uri: product.uri,
  };
}

/**
 * A local compare product as the server lists it: what the query cache holds while the server has
 * not answered an add yet (an optimistic update). No price is 0, which the tray shows as 'Request Price'.
 */
export function toServerProduct(product: ComparedProduct): CompareProduct {
  return { ...product, sku: product.productSKU, price: product.price ?? 0, uri: product.uri ?? "" };
}

export interface AddOutcome<T> {
  products: T[];
  result: CompareAddResult;
}

/** Adds a product unless it is listed already or three are listed ('limit': the dialog opens). */
export function addComparedProduct<T extends { productSKU: string }>(products: readonly T[], product: T): AddOutcome<T> {
  const result = canAddToCompare(
    products.map((item) => item.productSKU),
    product.productSKU,
  );
  return { products: result === "ok" ? [...products, product] : [...products], result };
}

export function removeComparedProduct<T extends { productSKU: string }>(products: readonly T[], sku: string): T[] {
  return products.filter((item) => item.productSKU !== sku);
}

export { COMPARE_LIMIT };

/**
 * spec 1 §2.5: the tray is hidden on the home page (unless the brand allows it there), on
 * /customer/checkout and on any /compare path.
 */
export function isTrayHiddenOn(pathname: string, compareOnHome: boolean): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (path === "/" && !compareOnHome) return true;
  if (path === CHECKOUT_PATH || path.startsWith(`${CHECKOUT_PATH}/`)) return true;
  return path === "/compare" || path.startsWith("/compare/") || path.startsWith("/comparison");
}

/** spec 1 §2.1: the compare page takes the SKUs joined by ~ in the sku query parameter. */
export function comparePagePath(skus: readonly string[]): string {
  return `/compare?sku=${skus.map((sku) => encodeURIComponent(sku)).join("~")}`;
}

/** spec 1 §2.5: 'Compare Selected' leaves to /comparison/{sku1}/{sku2}/...; a SKU with a slash is URL-encoded. */
export function comparisonPath(skus: readonly string[]): string {
  return `/comparison/${skus.map((sku) => encodeURIComponent(sku)).join("/")}`;
}

/** The SKUs of a compare page address: /compare?sku=a~b~c or /comparison/a/b/c. At most three. */
export function skusFromLocation(pathname: string, search: string): string[] {
  let skus: string[];
  const comparison = /^\/comparison\/(.+)$/i.exec(pathname);
  if (comparison?.[1]) {
    skus = comparison[1].split("/").map((part) => safeDecode(part));
  } else {
    const value = new URLSearchParams(search).get("sku") ?? "";
    skus = value.split("~");
  }
  const unique = [...new Set(skus.map((sku) => sku.trim()).filter(Boolean))];
  return unique.slice(0, COMPARE_LIMIT);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The bottom-bar tray of spec 1 §4: it starts minimised; any change to the list after the first
 * opens it; Hide minimises; the pin expands. Plain state, no React.
 */
export interface TrayState {
  expanded: boolean;
  /** The list signature last seen; null before the first list arrives. */
  seenList: string | null;
}

export const initialTrayState: TrayState = { expanded: false, seenList: null };

export type TrayEvent = { type: "listChanged"; skus: readonly string[] } | { type: "hide" } | { type: "pin" } | { type: "compare" };

export function trayReducer(state: TrayState, event: TrayEvent): TrayState {
  switch (event.type) {
    case "listChanged": {
      const signature = event.skus.join("~");
      if (state.seenList === null) return { ...state, seenList: signature };
      if (signature === state.seenList) return state;
      // An emptied list closes the tray (spec 1 §4); any other change opens it.
      return { seenList: signature, expanded: event.skus.length > 0 };
    }
    case "hide":
    case "compare":
      return { ...state, expanded: false };
    case "pin":
      return { ...state, expanded: true };
    default:
      return state;
  }
}

/**
 * The shell overlay of spec 1 §4: it opens when products exist or one is added, and closes when
 * the list empties. 'Hide' collapses it to the summary tab; a removal leaves it as it is.
 */
export function overlayReducer(state: TrayState, event: TrayEvent): TrayState {
  switch (event.type) {
    case "listChanged": {
      const signature = event.skus.join("~");
      if (signature === state.seenList) return state;
      const count = event.skus.length;
      const previous = state.seenList === null ? null : state.seenList === "" ? 0 : state.seenList.split("~").length;
      const expanded = count === 0 ? false : previous === null || count > previous ? true : state.expanded;
      return { seenList: signature, expanded };
    }
    case "hide":
    case "compare":
      return { ...state, expanded: false };
    case "pin":
      return { ...state, expanded: true };
    default:
      return state;
  }
}
