/** Project calls (spec 3 §3, §7; issue 15). The answers' and bodies' types come from the commerce API's contract. */
import type {
  ChangeLog,
  CompetitorPrices,
  CreateProjectBody,
  CustomerProjectCount,
  MinimalProjects,
  ProductVariationBody,
  Project,
  ProjectCustomerBody,
  ProjectDetailsBody,
  ProjectOutline,
  ProjectPickerList,
  ProjectToCartBody,
  ReferrerList,
  SharedProject,
  StockAnswer,
} from "@storefront/api-contract/projects";
import type { Cart } from "@storefront/api-contract/cart";

export type {
  ChangeLog,
  CompetitorPrices,
  CreateProjectBody,
  CustomerProjectCount,
  MinimalProjects,
  ProductVariationBody,
  Project,
  ProjectCustomerBody,
  ProjectDetailsBody,
  ProjectOutline,
  ProjectPickerList,
  ProjectToCartBody,
  ReferrerList,
  SharedProject,
  StockAnswer,
};
export type {
  ChangeLogEntry,
  CompetitorPrice,
  PriceLock,
  ProductNote,
  ProductVariation,
  ProjectAttachment,
  ProjectFolder,
  ProjectListItem,
  ProjectProduct,
  QuoteData,
  QuoteStatus,
  Referrer,
  StaffComment,
  StoreStock,
} from "@storefront/api-contract/projects";

/** The answer of POST /api/projects/cart and /admin-cart: the caller's cart. */
export type ProjectCart = Cart;

/** POST /api/v2/project/folder: adds a folder, or renames `folderId`. */
export interface FolderRequest {
  projectId: number;
  title: string;
  folderId?: number;
}

/** POST /api/projects/product with a SKU: a new line in the folder. */
export interface AddProductRequest {
  projectId: number;
  sku: string;
  folderId?: number;
  quantity?: number;
}

/** POST /api/projects/product with a productCode: the line's new quantity. */
export interface QuantityRequest {
  projectId: number;
  productCode: string;
  quantity: number;
}

/**
 * POST /api/projects/product with a productCode (issue 45 item 12): a line's quote edits, each
 * needing its quote-line edit right; null clears one.
 */
export interface LineEditRequest {
  projectId: number;
  productCode: string;
  quotedPrice?: number | null;
  warrantyId?: string | null;
  installId?: string | null;
  competitorUrl?: string | null;
}

/** POST /api/v2/project/sort-folders (spec 3 §7): each entry's projectId is a folder id, all of one project. */
export interface SortFoldersRequest {
  projectId: number;
  folders: { folderId: number; sortOrder: number }[];
}

/** POST /api/projects/sort-products: the folder's lines in their new order. */
export interface SortProductsRequest {
  projectId: number;
  folderId: number;
  order: string[];
}

/** POST /api/v2/project/product-transfer. */
export interface TransferRequest {
  sourceProjectId: number;
  productCode: string;
  targetProjectId: number;
  targetFolderId?: number;
  copy?: boolean;
}

/** POST /api/v2/project/product-note: a new note on a SKU, or a change of note `id`. */
export interface NoteRequest {
  projectId: number;
  id?: number;
  sku: string;
  notes: string;
}

/** POST /api/v2/project/attachment (multipart): on a line, a folder, or the project. */
export interface AttachmentUpload {
  projectId: number;
  file: File | Blob;
  fileName?: string;
  productCode?: string;
  folderId?: number;
}

/** GET /api/v2/project/customer-project-count: any may be blank; `projectId` is left out of the count. */
export interface CustomerCountRequest {
  email?: string;
  secondaryEmail?: string;
  phone?: string;
  secondaryPhone?: string;
  projectId?: number;
}

export type ProjectDetailsRequest = ProjectDetailsBody;
export type ProjectCustomerRequest = ProjectCustomerBody;
export type VariationRequest = ProductVariationBody;

/** GET /api/stock: `includeOtherStock` adds every store of the storefront's country to the staff member's own. */
export interface StockRequest {
  sku: string;
  includeOtherStock?: boolean;
}
