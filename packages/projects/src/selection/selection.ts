/**
 * The folder and product selection of the project page (spec 3 §4 "Projects"): loading a project
 * selects all its folders and products; a staff refresh of the same project keeps the previous
 * selection, cut to what still exists. The selection is what 'Add to cart' sends
 * (`selectedFolders`, `selectedProductCodes`, spec 3 §7). Plain functions, tested without React.
 */

/** What the rules read of a project: its id and its folders' ids and product codes. */
export interface SelectableProject {
  id: string | number;
  folders: readonly { id: string | number; products: readonly { productCode: string }[] }[];
}

export interface ProjectSelection {
  /** The project the selection belongs to. */
  projectId: string | number | null;
  folderIds: readonly (string | number)[];
  productCodes: readonly string[];
}

export const emptySelection: ProjectSelection = { projectId: null, folderIds: [], productCodes: [] };

function allOf(project: SelectableProject) {
  const folderIds = project.folders.map((folder) => folder.id);
  const productCodes = [...new Set(project.folders.flatMap((folder) => folder.products.map((product) => product.productCode)))];
  return { folderIds, productCodes };
}

/** A project just loaded: every folder and every product selected. */
export function selectAll(project: SelectableProject): ProjectSelection {
  return { projectId: project.id, ...allOf(project) };
}

/** An empty project (the API's 204, spec 3 §4): nothing to select. */
export function selectNothing(projectId: string | number | null = null): ProjectSelection {
  return { projectId, folderIds: [], productCodes: [] };
}

/**
 * The selection after the project was read again. A staff member's refresh of the same project
 * keeps the previous selection, cut to the folders and products that still exist; any other read
 * (another project, or a shared reader's) selects everything.
 */
export function selectionAfterLoad(previous: ProjectSelection, project: SelectableProject, isStaff: boolean): ProjectSelection {
  if (!isStaff || previous.projectId === null || String(previous.projectId) !== String(project.id)) return selectAll(project);
  const all = allOf(project);
  const folders = new Set(all.folderIds.map(String));
  const products = new Set(all.productCodes);
  return {
    projectId: project.id,
    folderIds: previous.folderIds.filter((id) => folders.has(String(id))),
    productCodes: previous.productCodes.filter((code) => products.has(code)),
  };
}

export function isFolderSelected(selection: ProjectSelection, folderId: string | number): boolean {
  return selection.folderIds.some((id) => String(id) === String(folderId));
}

export function isProductSelected(selection: ProjectSelection, productCode: string): boolean {
  return selection.productCodes.includes(productCode);
}

/** Ticks or unticks a folder, with the products in it. */
export function toggleFolder(
  selection: ProjectSelection,
  folder: SelectableProject["folders"][number],
  selected: boolean,
): ProjectSelection {
  const codes = folder.products.map((product) => product.productCode);
  const folderIds = selection.folderIds.filter((id) => String(id) !== String(folder.id));
  const productCodes = selection.productCodes.filter((code) => !codes.includes(code));
  return selected
    ? { ...selection, folderIds: [...folderIds, folder.id], productCodes: [...productCodes, ...codes] }
    : { ...selection, folderIds, productCodes };
}

/** Ticks or unticks one product. */
export function toggleProduct(selection: ProjectSelection, productCode: string, selected: boolean): ProjectSelection {
  const productCodes = selection.productCodes.filter((code) => code !== productCode);
  return { ...selection, productCodes: selected ? [...productCodes, productCode] : productCodes };
}
