/** Projects (quotes), older and v2 calls (spec 3 §3 and §7). Shapes the spec does not show are ours. */
import type { CartProduct } from "../cart/types";

export type QuoteStatus = "Open" | "Pending" | "Quoted" | "Lost" | "Won" | "Partial";

/** Quote-line edit rights, bit flags (values ours; the spec names the rights only). */
export const quoteLineRights = {
  editQuantity: 1,
  editPrice: 2,
  editWarranty: 4,
  editInstall: 8,
  delete: 16,
  validateCompetitorUrl: 32,
} as const;

export interface ProjectFile {
  id: number;
  name: string;
  url: string;
}

export interface ProjectFolder {
  id: number;
  title: string;
  products: CartProduct[];
  files: ProjectFile[];
  sortOrder?: number;
}

export interface ProductNote {
  id: number;
  sku: string;
  notes: string;
  user: string;
  modified: string;
}

export interface ProductVariation {
  id: number;
  brand: string;
  variationSku: string;
  comments: string;
  productCode: string;
  rrpOverride: number | null;
}

export interface StaffComment {
  user: string;
  created: string;
  message: string;
}

export interface QuoteData {
  projectAddress: string;
  suburb: string;
  postCode: string;
  state: string;
  firstName: string;
  lastName: string;
  customerName: string;
  customerEmail: string;
  customerEmailSecondary: string | null;
  contactNumber: string;
  customerNumberSecondary: string | null;
  projectGoal: string | null;
  projectStart: string | null;
  referrerCode: string | null;
  referrerName: string | null;
  referrerBusinessName: string | null;
  referrerPhone: string | null;
  referrerContact: string | null;
  interests: string[];
  comments: string | null;
  showCulinaryBookings: boolean;
}

/** GET /api/v2/project/{id} (a 204 answer is an empty project: undefined). */
export interface Project {
  projectId: number;
  name: string;
  projectRef: string;
  quoteId: string | null;
  quoted: boolean;
  cart: { products: CartProduct[] };
  folders: ProjectFolder[];
  files: ProjectFile[];
  attachments: { id: number; productCode: string }[];
  productNotes: ProductNote[];
  productVariations: ProductVariation[];
  brandVariations: ProductVariation[];
  staffComments: StaffComment[];
  quoteData: QuoteData;
  selectedSalesPerson: string | null;
  selectedStore: string | null;
  quoteStatus: QuoteStatus;
  sharedStatus: string | null;
  projectEmailed: boolean;
  priceLock: { expiryDate: string } | null;
}

/** GET /api/v2/project/outline/{id} and the product-transfer modal (ours). */
export interface ProjectOutline {
  projectId: number;
  name: string;
  folders: { id: number; title: string; productCodes: string[] }[];
}

/** GET /api/v2/project/minimal[?page&items] (ours). */
export interface ProjectSummary {
  projectId: number;
  name: string;
  projectRef: string;
  quoteStatus: QuoteStatus;
  dateModified: string;
}
export interface ProjectSummaryPage {
  items: ProjectSummary[];
  totalCount: number;
}

/** GET /api/v2/project/navbar (ours). */
export interface ProjectNavbar {
  projects: ProjectSummary[];
  currentProjectId: number | null;
}

/** GET /api/v2/project/changelogs?projectId (ours). */
export interface ChangeLogEntry {
  user: string;
  created: string;
  message: string;
}

/** GET /api/v2/project/kad/{search}: referrer lookup (ours). */
export interface Referrer {
  referrerCode: string;
  referrerName: string;
  referrerBusinessName: string;
  referrerPhone: string;
}

/** GET /api/v2/project/customer-project-count (ours). */
export interface CustomerProjectCount {
  count: number;
}

export interface CustomerProjectCountQuery {
  email?: string;
  secondaryEmail?: string;
  phone?: string;
  secondaryPhone?: string;
}

// Request bodies

export interface CreateProjectRequest {
  name: string;
  quoteData?: Partial<QuoteData>;
}
export interface CreateFolderRequest {
  projectId: number;
  title: string;
}
export interface ProductTransferRequest {
  sourceProjectId: number;
  targetProjectId: number;
  targetFolderId: number | null;
  productCode: string;
  /** Copy instead of move (ours). */
  copy?: boolean;
}
export interface RenameProjectRequest {
  projectId: number;
  name: string;
}
export interface ProductNoteRequest {
  projectId: number;
  sku: string;
  notes: string;
  noteId?: number;
}
export interface ProjectDetailsRequest {
  projectId: number;
  quoteData: Partial<QuoteData>;
}
export interface ProjectCustomerRequest {
  projectId: number;
  customerName: string;
  customerEmail: string;
  contactNumber: string;
  customerEmailSecondary?: string | null;
  customerNumberSecondary?: string | null;
}
export interface ProjectCommentRequest {
  projectId: number;
  comment: string;
}
export interface LockPriceRequest {
  projectId: number;
  expiryDate?: string;
}
export interface ProductVariationRequest {
  projectId: number;
  productCode: string;
  brand: string;
  variationSku: string;
  comments: string;
  rrpOverride?: number | null;
  variationId?: number;
}
export interface SaveQuoteRequest {
  projectId: number;
  quoteStatus?: QuoteStatus;
}
export interface DuplicateProjectRequest {
  projectId: number;
  name?: string;
}
export interface DuplicateFolderRequest {
  projectId: number;
  folderId: number;
  title?: string;
}
export interface SortFoldersRequest {
  projects: { projectId: number; sortOrder: number }[];
}
export interface AttachmentFields {
  projectId: number;
  productCode?: string;
  folderId?: number;
}

// Older calls

export interface SortProductsRequest {
  order: string[];
}
export interface AddProjectProductRequest {
  projectId: number;
  folderId?: number | null;
  sku: string;
  qty: number;
}
export interface ProjectToCartRequest {
  projectId: number;
  selectedProductCodes: string[];
  selectedFolders: number[];
}
export interface AdminCartRequest {
  projectId: number;
  clearDiscounts: boolean;
}
export interface SharedProjectStatusRequest {
  projectId: number;
  sharedStatus: string;
}
/** GET /api/projects/list-item (ours). */
export interface ProjectListItem {
  projectId: number;
  name: string;
}
