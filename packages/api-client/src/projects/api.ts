import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type {
  AddProductRequest,
  AttachmentUpload,
  ChangeLog,
  CompetitorPrices,
  CreateProjectBody,
  CustomerCountRequest,
  CustomerProjectCount,
  FolderRequest,
  LineEditRequest,
  MinimalProjects,
  NoteRequest,
  Project,
  ProjectCart,
  ProjectCustomerRequest,
  ProjectDetailsRequest,
  ProjectOutline,
  ProjectPickerList,
  ProjectToCartBody,
  QuantityRequest,
  ReferrerList,
  SharedProject,
  SortFoldersRequest,
  SortProductsRequest,
  StockAnswer,
  StockRequest,
  TransferRequest,
  VariationRequest,
} from "./types";

type Call = Pick<RequestOptions, "signal">;
/** A project page shows its own failures (spec 3 §8 project messages): no redirect lookup on a 404. */
const own = { redirectOn404: false } as const;

// Reads (spec 3 §7 "Projects v2" and "Projects (older)").

/** GET /api/v2/project/{id}: the project, or null for the 204 of an empty project (spec 3 §4). */
export async function getProject(client: ApiClient, projectId: number, call?: Call): Promise<Project | null> {
  const project = await client.get<Project | undefined>(path`/api/v2/project/${projectId}`, { ...call, ...own });
  return project ?? null;
}

/** GET /api/v2/project/outline/{id}: the project without its lines. */
export function getProjectOutline(client: ApiClient, projectId: number, call?: Call): Promise<ProjectOutline> {
  return client.get(path`/api/v2/project/outline/${projectId}`, { ...call, ...own });
}

/** GET /api/v2/project/shared?shareId=: a shared project, with no login. */
export function getSharedProject(client: ApiClient, shareId: string, call?: Call): Promise<SharedProject> {
  return client.get("/api/v2/project/shared", { ...call, ...own, query: { shareId } });
}

/** GET /api/v2/project/minimal?page&items: the staff member's projects, pages from 0. */
export function getMinimalProjects(client: ApiClient, page = 0, items?: number, call?: Call): Promise<MinimalProjects> {
  return client.get("/api/v2/project/minimal", { ...call, ...own, query: { page, items } });
}

/** GET /api/projects/list-item: the staff member's projects with their folders (the transfer modal's targets). */
export function getProjectPicker(client: ApiClient, call?: Call): Promise<ProjectPickerList> {
  return client.get("/api/projects/list-item", { ...call, ...own });
}

/** GET /api/v2/project/changelogs?projectId: newest first. */
export function getChangeLog(client: ApiClient, projectId: number, call?: Call): Promise<ChangeLog> {
  return client.get("/api/v2/project/changelogs", { ...call, ...own, query: { projectId } });
}

/** GET /api/v2/project/customer-project-count. */
export function getCustomerProjectCount(client: ApiClient, request: CustomerCountRequest, call?: Call): Promise<CustomerProjectCount> {
  return client.get("/api/v2/project/customer-project-count", { ...call, ...own, query: { ...request } });
}

/** GET /api/v2/project/kad/{search}: referrers. */
export function searchReferrers(client: ApiClient, search: string, call?: Call): Promise<ReferrerList> {
  return client.get(path`/api/v2/project/kad/${search}`, { ...call, ...own });
}

/**
 * GET /api/stock?sku[&includeOtherStock=true]: the SKU's stock at the staff member's store, or at
 * every store with includeOtherStock (the STOCK tab, spec 3 §2); the staff member's store first.
 */
export function getStock(client: ApiClient, { sku, includeOtherStock }: StockRequest, call?: Call): Promise<StockAnswer> {
  return client.get("/api/stock", { ...call, ...own, query: { sku, includeOtherStock: includeOtherStock || undefined } });
}

/** GET /api/product/competitor-prices?sku: competitors' prices, cheapest first (the COMPETITOR_PRICE tab, spec 3 §2). */
export function getCompetitorPrices(client: ApiClient, sku: string, call?: Call): Promise<CompetitorPrices> {
  return client.get("/api/product/competitor-prices", { ...call, ...own, query: { sku } });
}

// Changes: each answers the reloaded project.

/** POST /api/v2/project: a new, empty project (201). */
export function createProject(client: ApiClient, body: CreateProjectBody): Promise<Project> {
  return client.post("/api/v2/project", body, own);
}

export function renameProject(client: ApiClient, body: { projectId: number; name: string }): Promise<Project> {
  return client.post("/api/v2/project/name", body, own);
}

export function saveProjectDetails(client: ApiClient, body: ProjectDetailsRequest): Promise<Project> {
  return client.post("/api/v2/project/details", body, own);
}

export function saveProjectCustomer(client: ApiClient, body: ProjectCustomerRequest): Promise<Project> {
  return client.post("/api/v2/project/customer", body, own);
}

/** POST /api/v2/project/duplicate: answers the new project (201). */
export function duplicateProject(client: ApiClient, body: { projectId: number; name?: string }): Promise<Project> {
  return client.post("/api/v2/project/duplicate", body, own);
}

/** DELETE /api/projects/{id}: 204. */
export function deleteProject(client: ApiClient, projectId: number): Promise<void> {
  return client.delete(path`/api/projects/${projectId}`, own);
}

export function saveFolder(client: ApiClient, body: FolderRequest): Promise<Project> {
  return client.post("/api/v2/project/folder", body, own);
}

export function deleteFolder(client: ApiClient, projectId: number, folderId: number): Promise<Project> {
  return client.delete("/api/v2/project/folder", { ...own, query: { projectId, folderId } });
}

export function duplicateFolder(client: ApiClient, body: { projectId: number; folderId: number; title?: string }): Promise<Project> {
  return client.post("/api/v2/project/duplicate-folder", body, own);
}

/** POST /api/projects/product with a SKU: adds it to the folder (the first folder, made when none, by default). */
export function addProduct(client: ApiClient, body: AddProductRequest): Promise<Project> {
  return client.post("/api/projects/product", body, own);
}

/** POST /api/projects/product with a productCode: the line's quantity. */
export function setProductQuantity(client: ApiClient, body: QuantityRequest): Promise<Project> {
  return client.post("/api/projects/product", body, own);
}

/** POST /api/projects/product with a productCode: the line's quote edits (issue 45 item 12). */
export function editProductLine(client: ApiClient, body: LineEditRequest): Promise<Project> {
  return client.post("/api/projects/product", body, own);
}

/** POST /api/v2/project/sort-folders {projects:[{projectId, sortOrder}]}: the spec's body names each folder id projectId. */
export function sortFolders(client: ApiClient, { folders }: SortFoldersRequest): Promise<Project> {
  return client.post(
    "/api/v2/project/sort-folders",
    { projects: folders.map((folder) => ({ projectId: folder.folderId, sortOrder: folder.sortOrder })) },
    own,
  );
}

/** POST /api/projects/sort-products {projectId, folderId, order}. */
export function sortProducts(client: ApiClient, body: SortProductsRequest): Promise<Project> {
  return client.post("/api/projects/sort-products", body, own);
}

/** DELETE /api/projects/product/{id}/{code}. */
export function removeProduct(client: ApiClient, projectId: number, productCode: string): Promise<Project> {
  return client.delete(path`/api/projects/product/${projectId}/${productCode}`, own);
}

/** POST /api/v2/project/product-transfer: answers the source project. */
export function transferProduct(client: ApiClient, body: TransferRequest): Promise<Project> {
  return client.post("/api/v2/project/product-transfer", body, own);
}

export function saveNote(client: ApiClient, body: NoteRequest): Promise<Project> {
  return client.post("/api/v2/project/product-note", body, own);
}

export function deleteNote(client: ApiClient, projectId: number, noteId: number): Promise<Project> {
  return client.delete("/api/v2/project/product-note", { ...own, query: { projectId, noteId } });
}

export function saveVariation(client: ApiClient, body: VariationRequest): Promise<Project> {
  return client.post("/api/v2/project/product-variation", body, own);
}

export function deleteVariation(client: ApiClient, projectId: number, variationId: number): Promise<Project> {
  return client.delete("/api/v2/project/product-variation", { ...own, query: { projectId, variationId } });
}

/** POST /api/v2/project/attachment as multipart/form-data (the browser writes the boundary). */
export function uploadAttachment(
  client: ApiClient,
  { projectId, file, fileName, productCode, folderId }: AttachmentUpload,
): Promise<Project> {
  const form = new FormData();
  form.append("projectId", String(projectId));
  if (productCode !== undefined) form.append("productCode", productCode);
  if (folderId !== undefined) form.append("folderId", String(folderId));
  form.append("file", file, fileName ?? (file instanceof File ? file.name : "attachment"));
  return client.request("POST", "/api/v2/project/attachment", { ...own, rawBody: form });
}

export function deleteAttachment(client: ApiClient, projectId: number, attachmentId: number): Promise<Project> {
  return client.delete("/api/v2/project/attachment", { ...own, query: { projectId, attachmentId } });
}

export function addComment(client: ApiClient, body: { projectId: number; comment: string }): Promise<Project> {
  return client.post("/api/v2/project/comment", body, own);
}

/** POST /api/v2/project/quote: marks it quoted (spec 3 §4). */
export function quoteProject(client: ApiClient, projectId: number): Promise<Project> {
  return client.post("/api/v2/project/quote", { projectId }, own);
}

/** POST /api/v2/project/email: sets projectEmailed (spec 3 §4). */
export function emailProject(client: ApiClient, projectId: number): Promise<Project> {
  return client.post("/api/v2/project/email", { projectId }, own);
}

/** POST /api/v2/project/lock-price: locks, or moves the expiry of a lock (spec 3 §4). */
export function lockPrice(client: ApiClient, body: { projectId: number; expiryDate?: string }): Promise<Project> {
  return client.post("/api/v2/project/lock-price", body, own);
}

/** DELETE /api/v2/project/lock-price?projectId: cancels the lock. */
export function cancelPriceLock(client: ApiClient, projectId: number): Promise<Project> {
  return client.delete("/api/v2/project/lock-price", { ...own, query: { projectId } });
}

export function setSharedStatus(client: ApiClient, body: { projectId: number; sharedStatus: boolean }): Promise<Project> {
  return client.post("/api/projects/shared-project-status", body, own);
}

/** POST /api/projects/cart: the selected lines and folders into the caller's cart. */
export function projectToCart(client: ApiClient, body: ProjectToCartBody): Promise<ProjectCart> {
  return client.post("/api/projects/cart", body, own);
}

/** POST /api/projects/admin-cart: the caller's cart replaced by every line of the project. */
export function projectToAdminCart(client: ApiClient, body: { projectId: number; clearDiscounts?: boolean }): Promise<ProjectCart> {
  return client.post("/api/projects/admin-cart", body, own);
}
