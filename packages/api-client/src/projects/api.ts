import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { Cart, CartProduct } from "../cart/types";
import type {
  AddProjectProductRequest,
  AdminCartRequest,
  AttachmentFields,
  ChangeLogEntry,
  CreateFolderRequest,
  CreateProjectRequest,
  CustomerProjectCount,
  CustomerProjectCountQuery,
  DuplicateFolderRequest,
  DuplicateProjectRequest,
  LockPriceRequest,
  ProductNoteRequest,
  ProductTransferRequest,
  ProductVariationRequest,
  Project,
  ProjectCommentRequest,
  ProjectCustomerRequest,
  ProjectDetailsRequest,
  ProjectFolder,
  ProjectListItem,
  ProjectNavbar,
  ProjectOutline,
  ProjectSummaryPage,
  ProjectToCartRequest,
  Referrer,
  RenameProjectRequest,
  SaveQuoteRequest,
  SharedProjectStatusRequest,
  SortFoldersRequest,
  SortProductsRequest,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

// Projects v2. Writes answer the changed project unless noted (ours).

/** spec 3 §4: a 204 answer means an empty project with no data (undefined). */
export function getProject(client: ApiClient, id: number, call?: Call): Promise<Project | undefined> {
  return client.get(path`/api/v2/project/${id}`, call);
}

/** A shared project, read by its shareId without staff login. */
export function getSharedProject(client: ApiClient, shareId: string, call?: Call): Promise<Project | undefined> {
  return client.get("/api/v2/project/shared", { ...call, query: { shareId } });
}

export function getProjectSummaries(client: ApiClient, page?: number, items?: number, call?: Call): Promise<ProjectSummaryPage> {
  return client.get("/api/v2/project/minimal", { ...call, query: { page, items } });
}

export function getProjectNavbar(client: ApiClient, call?: Call): Promise<ProjectNavbar> {
  return client.get("/api/v2/project/navbar", call);
}

export function getProjectOutline(client: ApiClient, id: number, call?: Call): Promise<ProjectOutline> {
  return client.get(path`/api/v2/project/outline/${id}`, call);
}

export function getChangeLogs(client: ApiClient, projectId: number, call?: Call): Promise<ChangeLogEntry[]> {
  return client.get("/api/v2/project/changelogs", { ...call, query: { projectId } });
}

export function findReferrers(client: ApiClient, search: string, call?: Call): Promise<Referrer[]> {
  return client.get(path`/api/v2/project/kad/${search}`, call);
}

export function getCustomerProjectCount(client: ApiClient, query: CustomerProjectCountQuery, call?: Call): Promise<CustomerProjectCount> {
  return client.get("/api/v2/project/customer-project-count", { ...call, query: { ...query } });
}

export function createProject(client: ApiClient, request: CreateProjectRequest): Promise<Project> {
  return client.post("/api/v2/project", request);
}

export function createFolder(client: ApiClient, request: CreateFolderRequest): Promise<ProjectFolder> {
  return client.post("/api/v2/project/folder", request);
}

export function transferProduct(client: ApiClient, request: ProductTransferRequest): Promise<Project> {
  return client.post("/api/v2/project/product-transfer", request);
}

export function renameProject(client: ApiClient, request: RenameProjectRequest): Promise<Project> {
  return client.post("/api/v2/project/name", request);
}

export function saveProductNote(client: ApiClient, request: ProductNoteRequest): Promise<Project> {
  return client.post("/api/v2/project/product-note", request);
}

export function deleteProductNote(client: ApiClient, projectId: number, noteId: number): Promise<Project> {
  return client.delete("/api/v2/project/product-note", { query: { projectId, noteId } });
}

export function saveProjectDetails(client: ApiClient, request: ProjectDetailsRequest): Promise<Project> {
  return client.post("/api/v2/project/details", request);
}

export function emailProject(client: ApiClient, projectId: number): Promise<Project> {
  return client.post("/api/v2/project/email", { projectId });
}

export function saveProjectCustomer(client: ApiClient, request: ProjectCustomerRequest): Promise<Project> {
  return client.post("/api/v2/project/customer", request);
}

export function addProjectComment(client: ApiClient, request: ProjectCommentRequest): Promise<Project> {
  return client.post("/api/v2/project/comment", request);
}

export function lockProjectPrice(client: ApiClient, request: LockPriceRequest): Promise<Project> {
  return client.post("/api/v2/project/lock-price", request);
}

export function cancelProjectPriceLock(client: ApiClient, projectId: number): Promise<Project> {
  return client.delete("/api/v2/project/lock-price", { query: { projectId } });
}

export function saveProductVariation(client: ApiClient, request: ProductVariationRequest): Promise<Project> {
  return client.post("/api/v2/project/product-variation", request);
}

export function deleteProductVariation(client: ApiClient, projectId: number, variationId: number): Promise<Project> {
  return client.delete("/api/v2/project/product-variation", { query: { projectId, variationId } });
}

export function saveQuote(client: ApiClient, request: SaveQuoteRequest): Promise<Project> {
  return client.post("/api/v2/project/quote", request);
}

export function duplicateProject(client: ApiClient, request: DuplicateProjectRequest): Promise<Project> {
  return client.post("/api/v2/project/duplicate", request);
}

export function duplicateFolder(client: ApiClient, request: DuplicateFolderRequest): Promise<Project> {
  return client.post("/api/v2/project/duplicate-folder", request);
}

export function sortFolders(client: ApiClient, request: SortFoldersRequest): Promise<void> {
  return client.post("/api/v2/project/sort-folders", request);
}

/** Multipart: the file plus the fields. */
export function uploadAttachment(client: ApiClient, file: Blob, fileName: string, fields: AttachmentFields): Promise<Project> {
  const form = new FormData();
  form.append("file", file, fileName);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  return client.request("POST", "/api/v2/project/attachment", { rawBody: form });
}

export function deleteAttachment(client: ApiClient, projectId: number, attachmentId: number): Promise<Project> {
  return client.delete("/api/v2/project/attachment", { query: { projectId, attachmentId } });
}

// Older project calls

export function sortProjectProducts(client: ApiClient, request: SortProductsRequest): Promise<void> {
  return client.post("/api/projects/sort-products", request);
}

export function getProjectProduct(client: ApiClient, code: string, extra?: string, call?: Call): Promise<CartProduct> {
  return client.get(extra ? path`/api/projects/product/${code}/${extra}` : path`/api/projects/product/${code}`, call);
}

export function deleteProject(client: ApiClient, id: number): Promise<void> {
  return client.delete(path`/api/projects/${id}`);
}

export function deleteProjectProduct(client: ApiClient, projectId: number, code: string): Promise<void> {
  return client.delete(path`/api/projects/product/${projectId}/${code}`);
}

export function getProjectListItems(client: ApiClient, call?: Call): Promise<ProjectListItem[]> {
  return client.get("/api/projects/list-item", call);
}

export function addProjectProduct(client: ApiClient, request: AddProjectProductRequest): Promise<Project> {
  return client.post("/api/projects/product", request);
}

/** Puts the selected products and folders of a project in the cart. */
export function projectToCart(client: ApiClient, request: ProjectToCartRequest): Promise<Cart> {
  return client.post("/api/projects/cart", request);
}

export function projectToAdminCart(client: ApiClient, request: AdminCartRequest): Promise<Cart> {
  return client.post("/api/projects/admin-cart", request);
}

export function setSharedProjectStatus(client: ApiClient, request: SharedProjectStatusRequest): Promise<Project> {
  return client.post("/api/projects/shared-project-status", request);
}
