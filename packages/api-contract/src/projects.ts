/**
 * Projects (quotes) for staff (spec 3 §1, §2 "Project page", §3 Project and quoteData, §4
 * Projects, §7 "Projects (older)" and "Projects v2", §8 "Projects and dashboard"; issue 15).
 *
 * Who may call (spec 3 §6 leaves the server side "not shown"; ours):
 * - Every project call is staff-only: a signed-in account with a winningUserId (bearer token) on a
 *   storefront whose app has staff tooling (`storefront.staffTooling` in its package.json; wa).
 *   No or a bad token: 401 { message: PROJECT_MESSAGES.signInRequired }. A customer: 403
 *   { message: PROJECT_MESSAGES.staffOnly }. A storefront without staff tooling: 403
 *   { message: PROJECT_MESSAGES.noStaffTooling }.
 * - The shared read (GET /api/v2/project/shared?shareId=) and the shared attachment download need
 *   no sign-in, only the shareId of a project whose sharedStatus is true; anything else is 404.
 * - Any staff member of the storefront may read and change any of its projects (the dashboard
 *   searches them all); "mine" lists (navbar, minimal, list-item) are the projects the staff member
 *   created or whose salesperson is theirs. Another storefront's project is a 404.
 *
 * Answers (ours; the spec shows few shapes):
 * - GET /api/v2/project/{id} answers 204 with no body when the project is empty (no folder and no
 *   product, spec 3 §4 "A 204 response means an empty project"); read the outline then.
 * - Every change answers the reloaded `Project` (200, always the full shape, even when empty), so
 *   the page never needs a second read; deletes of a whole project answer 204.
 * - 400 answers a list of messages, 401/403/404/409 answer { message } (spec 3 §8 shapes).
 * - Money is in the storefront's currency (AUD, NZD in NZ), in dollars with cents.
 * - Dates are ISO 8601 strings (UTC).
 */
import { PROJECT_QUANTITY_MAX } from "@storefront/validation/projects";
import { Cart } from "./cart";
import { FreeText, Id, ListOf, Nullable, StringEnum, Type, type Static } from "./common";
import { Sku, Uuid } from "./patterns";

/* ------------------------------------------------------------------------------------------------
 * Messages (spec 3 §8 "Projects and dashboard") and the API's own refusals
 * --------------------------------------------------------------------------------------------- */

/** spec 3 §8: the project area's error texts, exactly as written there. */
export const PROJECT_ERROR_MESSAGES = {
  projects: "An error occurred getting projects.",
  projectList: "An error occurred getting project list.",
  stock: "An error occurred getting stock.",
  competitorPrices: "An error occurred getting competitor prices.",
  storeView: "An error occurred getting store view.",
  sendingEmail: "An error occurred sending email.",
  logs: "An error occurred getting logs.",
  referrer: "An error occurred getting referrer.",
  locking: "An error occurred locking project.",
  cancellingLock: "An error occurred cancelling lock project.",
  sharedStatus: "An error occurred updating shared status.",
  customerProjectCount: "An error occurred getting customer project count.",
} as const;

/** spec 3 §8: the dashboard's error texts. */
export const DASHBOARD_ERROR_MESSAGES = {
  sortingProjects: "An error occurred sorting projects.",
  brand: "An error occurred getting brand.",
  category: "An error occurred getting category.",
  sku: "An error occurred getting Sku.",
  referrer: "An error occurred getting referrer.",
} as const;

/** spec 3 §8 toasts and the outline failure. */
export const PROJECT_TOASTS = {
  updated: "Successfully updated!",
  deleted: "Successfully deleted",
  sent: "Successfully sent",
  failed: "Update Failed!",
  outlineFailed: "Could not load project outline",
  outlineFailedAlert: "Could not load project outline!",
} as const;

/** The API's messages for refused project calls (ours; the spec shows none). */
export const PROJECT_MESSAGES = {
  /** 401: no, a bad or an expired bearer token (spec 3 §8 generic 401 text). */
  signInRequired: "Authentication required. Please log in again.",
  /** 403: a signed-in customer (no winningUserId). */
  staffOnly: "Projects are for staff only.",
  /** 403: a storefront whose app has no staff tooling. */
  noStaffTooling: "Projects are not available on this storefront.",
  projectNotFound: "Project not found.",
  folderNotFound: "Folder not found.",
  productNotFound: "Product not found in this project.",
  catalogueProductNotFound: "Product not found.",
  noteNotFound: "Note not found.",
  variationNotFound: "Variation not found.",
  attachmentNotFound: "Attachment not found.",
  sharedNotFound: "This shared project does not exist or is no longer shared.",
  emptyQuote: "Add at least one product before quoting.",
  emptyCart: "The project has no products to add to the cart.",
  noCustomerEmail: "Add the customer's email before sending the project.",
  lockNotActive: "The project's prices are not locked.",
  lockExpiryInPast: "The lock expiry must be in the future.",
  lockExpiryTooFar: `The lock expiry must be within ${90} days.`,
  lineRightsRefused: "This quote line cannot be changed in the project's status.",
  priceLocked: "The project's prices are locked: cancel the lock to change prices.",
  optionNotOffered: "Choose a warranty or installation this product offers.",
  lineEditWithoutLine: "Send the productCode of the line to change its price, warranty, installation or competitor page.",
  transferSameProject: "Choose another project to move the product to.",
  sortOrderMismatch: "The order must list products of this project only, each once.",
  folderOrderMismatch: "The order must list folders of one project only, each once.",
  tooManyProducts: `A project holds at most ${500} products.`,
  tooManyFolders: `A project holds at most ${50} folders.`,
  attachmentTooLarge: `Attachments can be at most ${10} MB.`,
  attachmentType: "Attachments must be PDF, PNG, JPEG, WebP, Word (docx), Excel (xlsx) or plain text files.",
  attachmentMissing: "Choose a file to attach.",
  nothingSelected: "Select at least one product or folder.",
  unorderable: "None of the selected products can be ordered on this storefront.",
} as const;

/* ------------------------------------------------------------------------------------------------
 * Limits (ours) and enums
 * --------------------------------------------------------------------------------------------- */

export const PROJECT_LIMITS = {
  nameMaxLength: 100,
  folderTitleMaxLength: 100,
  noteMaxLength: 2000,
  commentMaxLength: 2000,
  variationCommentsMaxLength: 1000,
  textMaxLength: 200,
  longTextMaxLength: 2000,
  maxProducts: 500,
  maxFolders: 50,
  /** A line's quantity: the project forms' rule (@storefront/validation/projects). */
  maxQuantity: PROJECT_QUANTITY_MAX,
  /** Attachments: 10 MB each (issue 15). */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Price lock: 14 days when no expiry is sent; at most 90 days ahead. */
  defaultLockDays: 14,
  maxLockDays: 90,
  /** GET /api/v2/project/minimal: 20 a page by default, at most 100; pages from 0 (as the dashboard's). */
  minimalPageSize: 20,
  minimalMaxPageSize: 100,
  /** GET /api/v2/project/navbar: the 10 most recently changed projects. */
  navbarSize: 10,
  /** GET /api/v2/project/kad/{search}: at most 20 referrers, from 2 characters. */
  referrerResults: 20,
  referrerSearchMinLength: 2,
} as const;

/** spec 3 §3 quote statuses. Open when created; POST quote sets Quoted; details may set any. */
export const QUOTE_STATUSES = ["Open", "Pending", "Quoted", "Lost", "Won", "Partial"] as const;
export const QuoteStatus = StringEnum(QUOTE_STATUSES);
export type QuoteStatus = Static<typeof QuoteStatus>;

/**
 * spec 3 §3 quote-line edit rights as bit flags (values ours). `Project.lineEditRights` is the
 * OR of what the project's lines allow now:
 * - Open, Pending: everything.
 * - Quoted, Partial: quantity, warranty, install, delete and competitor URL validation, not price.
 * - Won, Lost: nothing (a closed quote).
 * - While the price lock is active the price bit is off whatever the status.
 */
export const LINE_EDIT_RIGHTS = {
  quantity: 1,
  price: 2,
  warranty: 4,
  install: 8,
  delete: 16,
  competitorUrlValidation: 32,
} as const;
export const ALL_LINE_EDIT_RIGHTS = 63;

/** The change log's actions (ours): one entry per change, with who and when. */
export const CHANGE_LOG_ACTIONS = [
  "created",
  "renamed",
  "details",
  "customer",
  "folderAdded",
  "folderRenamed",
  "folderDeleted",
  "foldersSorted",
  "folderDuplicated",
  "productAdded",
  "productChanged",
  "productRemoved",
  "productsSorted",
  "productTransferredOut",
  "productTransferredIn",
  "noteSaved",
  "noteDeleted",
  "variationSaved",
  "variationDeleted",
  "attachmentAdded",
  "attachmentDeleted",
  "comment",
  "quoted",
  "priceLocked",
  "priceLockChanged",
  "priceLockCancelled",
  "sharedStatus",
  "emailed",
  "duplicated",
  "cart",
] as const;
export const ChangeLogAction = StringEnum(CHANGE_LOG_ACTIONS);
export type ChangeLogAction = Static<typeof ChangeLogAction>;

/** Attachments: the types allowed (issue 15), by MIME type, with their file extensions. */
export const ATTACHMENT_TYPES = {
  "application/pdf": [".pdf"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/webp": [".webp"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "text/plain": [".txt"],
} as const;

/* ------------------------------------------------------------------------------------------------
 * The project (spec 3 §3)
 * --------------------------------------------------------------------------------------------- */

/** A product line of a project (the cart product's fields of spec 3 §3, plus the project's own). */
export const ProjectProduct = Type.Object({
  /** The line's id, as a string (the cart product's productCode). */
  productCode: Type.String(),
  sku: Type.String(),
  title: Type.String(),
  brand: Type.String(),
  category: Type.String(),
  /** Slash-separated: "Kitchen/Fridges". */
  categorization: Type.String(),
  /** The unit price the quote shows: the locked price while the lock is active, else today's price. */
  price: Type.Number(),
  /** Today's catalogue price (equals price unless locked). */
  currentPrice: Type.Number(),
  /** The price frozen by the lock; null when the project is not locked. */
  lockedPrice: Nullable(Type.Number()),
  rrp: Type.Number(),
  lineDiscount: Type.Number(),
  quantity: Type.Integer(),
  /** Orderable on this storefront today. */
  available: Type.Boolean(),
  /** Items are ordered by sortOrder (spec 3 §9), within their folder. */
  sortOrder: Type.Integer(),
  /** True when the line has a variation (productVariations names its productCode). */
  showVariation: Type.Boolean(),
  folderId: Type.Integer(),
  image: Nullable(Type.String()),
  /** The product page, for links. */
  uri: Type.String(),
  /**
   * Ours (issue 45 item 12), each set under its quote-line edit right: the staff member's price for
   * the line (then `price`), the chosen warranty and installation (in the project's total), and a
   * competitor's page for the product. Always sent by the API; optional for fixtures.
   */
  quotedPrice: Type.Optional(Nullable(Type.Number())),
  warranty: Type.Optional(Nullable(Type.Object({ id: Type.String(), name: Type.String(), price: Type.Number() }))),
  install: Type.Optional(Nullable(Type.Object({ id: Type.String(), name: Type.String(), price: Type.Number() }))),
  competitorUrl: Type.Optional(Nullable(Type.String())),
});
export type ProjectProduct = Static<typeof ProjectProduct>;

/** An attachment (spec 3 §3 attachments[{id, productCode}]), on a product line, a folder, or the project. */
export const ProjectAttachment = Type.Object({
  id: Type.Integer(),
  /** The line it belongs to, or null. */
  productCode: Nullable(Type.String()),
  /** The folder it belongs to, or null. */
  folderId: Nullable(Type.Integer()),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  /** Where to download it: staff with their bearer token; a shared reader gets `?shareId=` added in the shared answer. */
  url: Type.String(),
  user: Type.String(),
  created: Type.String(),
});
export type ProjectAttachment = Static<typeof ProjectAttachment>;

/** A folder (spec 3 §3 folders[{id, title, products, files}]). */
export const ProjectFolder = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sortOrder: Type.Integer(),
  /** The folder's lines, by sortOrder. */
  products: Type.Array(ProjectProduct),
  /** Attachments on the folder itself. */
  files: Type.Array(ProjectAttachment),
});
export type ProjectFolder = Static<typeof ProjectFolder>;

/** spec 3 §3 productNotes[{id, sku, notes, user, modified}]. */
export const ProductNote = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  notes: Type.String(),
  user: Type.String(),
  modified: Type.String(),
});
export type ProductNote = Static<typeof ProductNote>;

/**
 * spec 3 §3 productVariations[{id, brand, variationSku, comments, productCode, rrpOverride}]. A
 * variation with a productCode is the line's (productVariations); one without is for the whole
 * brand (brandVariations).
 */
export const ProductVariation = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  variationSku: Nullable(Type.String()),
  comments: Type.String(),
  productCode: Nullable(Type.String()),
  rrpOverride: Nullable(Type.Number()),
});
export type ProductVariation = Static<typeof ProductVariation>;

/** spec 3 §3 staffComments[{user, created, message}]. */
export const StaffComment = Type.Object({
  id: Type.Integer(),
  user: Type.String(),
  created: Type.String(),
  message: Type.String(),
});
export type StaffComment = Static<typeof StaffComment>;

/** spec 3 §3 quoteData (customer and details). Blank is "" rather than null. */
export const QuoteData = Type.Object({
  projectAddress: Type.String(),
  suburb: Type.String(),
  postCode: Type.String(),
  state: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerEmailSecondary: Type.String(),
  contactNumber: Type.String(),
  customerNumberSecondary: Type.String(),
  projectGoal: Type.String(),
  /** YYYY-MM-DD or "". */
  projectStart: Type.String(),
  referrerCode: Type.String(),
  referrerName: Type.String(),
  referrerBusinessName: Type.String(),
  referrerPhone: Type.String(),
  referrerContact: Type.String(),
  interests: Type.Array(Type.String()),
  comments: Type.String(),
  showCulinaryBookings: Type.Boolean(),
});
export type QuoteData = Static<typeof QuoteData>;

export const PriceLock = Type.Object({
  lockedAt: Type.String(),
  expiryDate: Type.String(),
  user: Type.String(),
  /** False once the expiry has passed (the prices are today's again). */
  active: Type.Boolean(),
});
export type PriceLock = Static<typeof PriceLock>;

export const ProjectSalesperson = Type.Object({ code: Type.String(), name: Type.String(), storeUri: Type.String() });
export const ProjectStore = Type.Object({ storeUri: Type.String(), name: Type.String() });

/** GET /api/v2/project/{id} and every change's answer (spec 3 §3 Project). */
export const Project = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** "P" and six digits, e.g. P000123. */
  projectRef: Type.String(),
  /** "Q" and six digits, given by the first quote; null before. */
  quoteId: Nullable(Type.String()),
  quoted: Type.Boolean(),
  quoteStatus: QuoteStatus,
  /** All lines, folder by folder, each by sortOrder (spec 3 §3 cart{products}). */
  cart: Type.Object({ products: Type.Array(ProjectProduct), total: Type.Number() }),
  folders: Type.Array(ProjectFolder),
  /** Attachments on the project itself (no folder, no line). */
  files: Type.Array(ProjectAttachment),
  /** Every attachment of the project. */
  attachments: Type.Array(ProjectAttachment),
  productNotes: Type.Array(ProductNote),
  productVariations: Type.Array(ProductVariation),
  brandVariations: Type.Array(ProductVariation),
  staffComments: Type.Array(StaffComment),
  quoteData: QuoteData,
  selectedSalesPerson: Nullable(ProjectSalesperson),
  selectedStore: Nullable(ProjectStore),
  sharedStatus: Type.Boolean(),
  /** The shared link's id (?shareId=); only works while sharedStatus is true. */
  shareId: Type.String(),
  projectEmailed: Type.Boolean(),
  priceLock: Nullable(PriceLock),
  /** OR of LINE_EDIT_RIGHTS the lines allow now. */
  lineEditRights: Type.Integer(),
  currency: Type.String(),
  createdBy: Type.String(),
  created: Type.String(),
  modified: Type.String(),
});
export type Project = Static<typeof Project>;

/**
 * GET /api/v2/project/shared?shareId=: the project as the customer reads it. Staff-only parts are
 * left out (staffComments, productNotes, change log, referrer and internal comments of quoteData);
 * attachment urls carry the shareId.
 */
export const SharedProject = Type.Object({
  name: Type.String(),
  projectRef: Type.String(),
  quoteId: Nullable(Type.String()),
  quoteStatus: QuoteStatus,
  cart: Type.Object({ products: Type.Array(ProjectProduct), total: Type.Number() }),
  folders: Type.Array(ProjectFolder),
  files: Type.Array(ProjectAttachment),
  attachments: Type.Array(ProjectAttachment),
  productVariations: Type.Array(ProductVariation),
  brandVariations: Type.Array(ProductVariation),
  customerName: Type.String(),
  selectedSalesPerson: Nullable(ProjectSalesperson),
  selectedStore: Nullable(ProjectStore),
  priceLock: Nullable(PriceLock),
  currency: Type.String(),
  modified: Type.String(),
});
export type SharedProject = Static<typeof SharedProject>;

/** GET /api/v2/project/outline/{id}: the project without its lines (product-transfer modal, header of an empty project). */
export const ProjectOutline = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  projectRef: Type.String(),
  quoteId: Nullable(Type.String()),
  quoteStatus: QuoteStatus,
  quoteData: QuoteData,
  sharedStatus: Type.Boolean(),
  projectEmailed: Type.Boolean(),
  priceLock: Nullable(PriceLock),
  folders: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), sortOrder: Type.Integer(), productCount: Type.Integer() })),
  productCount: Type.Integer(),
  modified: Type.String(),
});
export type ProjectOutline = Static<typeof ProjectOutline>;

/** A row of the "mine" lists (navbar, minimal). */
export const ProjectListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  projectRef: Type.String(),
  quoteStatus: QuoteStatus,
  customerName: Type.String(),
  productCount: Type.Integer(),
  modified: Type.String(),
});
export type ProjectListItem = Static<typeof ProjectListItem>;

/** GET /api/v2/project/navbar: the signed-in staff member's most recently changed projects. */
export const ProjectNavbar = Type.Object({ projects: Type.Array(ProjectListItem), totalCount: Type.Integer() });
export type ProjectNavbar = Static<typeof ProjectNavbar>;

/** GET /api/v2/project/minimal[?page&items]: pages from 0. */
export const MinimalProjectsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
  items: Type.Optional(Type.Integer({ minimum: 1, maximum: PROJECT_LIMITS.minimalMaxPageSize, default: PROJECT_LIMITS.minimalPageSize })),
});
export const MinimalProjects = Type.Object({
  items: Type.Array(ProjectListItem),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type MinimalProjects = Static<typeof MinimalProjects>;

/** GET /api/projects/list-item: the staff member's projects with their folders, for "add to project". */
export const ProjectPickerItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  projectRef: Type.String(),
  folders: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
});
export const ProjectPickerList = ListOf(ProjectPickerItem);
export type ProjectPickerList = Static<typeof ProjectPickerList>;

/** GET /api/projects/product/{sku}[/{projectId}]: the product to add, and where it already is. */
export const ProjectProductLookup = Type.Object({
  sku: Type.String(),
  title: Type.String(),
  brand: Type.String(),
  price: Type.Number(),
  rrp: Type.Number(),
  image: Nullable(Type.String()),
  available: Type.Boolean(),
  /** The staff member's projects (or the one named) holding the SKU, with the folders it is in. */
  inProjects: Type.Array(Type.Object({ projectId: Type.Integer(), name: Type.String(), folderIds: Type.Array(Type.Integer()) })),
});
export type ProjectProductLookup = Static<typeof ProjectProductLookup>;

/** spec 3 §7 changelogs entry (ours): who did what, when. */
export const ChangeLogEntry = Type.Object({
  id: Type.Integer(),
  user: Type.String(),
  created: Type.String(),
  action: ChangeLogAction,
  /** A sentence: "Added KOR-FR-100 to Kitchen". */
  detail: Type.String(),
});
export type ChangeLogEntry = Static<typeof ChangeLogEntry>;
export const ChangeLog = ListOf(ChangeLogEntry);
export type ChangeLog = Static<typeof ChangeLog>;

/** GET /api/v2/project/kad/{search}: a referrer (spec 3 §3 quoteData referrer fields). */
export const Referrer = Type.Object({
  referrerCode: Type.String(),
  referrerName: Type.String(),
  referrerBusinessName: Type.String(),
  referrerPhone: Type.String(),
  referrerContact: Type.String(),
});
export type Referrer = Static<typeof Referrer>;
export const ReferrerList = ListOf(Referrer);
export type ReferrerList = Static<typeof ReferrerList>;

/** GET /api/v2/project/customer-project-count: other projects of the storefront with this customer. */
export const CustomerProjectCount = Type.Object({ count: Type.Integer() });
export type CustomerProjectCount = Static<typeof CustomerProjectCount>;

/* ------------------------------------------------------------------------------------------------
 * Requests
 * --------------------------------------------------------------------------------------------- */

const Text = (max: number = PROJECT_LIMITS.textMaxLength) => FreeText(max);
/** What a textarea holds (goal, comments, notes): lines and tabs let through. */
const LongText = (max: number = PROJECT_LIMITS.longTextMaxLength, min = 0) => FreeText(max, min, { multiLine: true });
const ProjectName = FreeText(PROJECT_LIMITS.nameMaxLength, 1);
const FolderTitle = FreeText(PROJECT_LIMITS.folderTitleMaxLength, 1);
/** A line's productCode: its id as digits. */
export const ProductCode = Type.String({ pattern: "^[0-9]{1,10}$", maxLength: 10 });
const Email = Type.String({ maxLength: 254, pattern: "^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$" });
const Phone = Type.String({ maxLength: 20, pattern: "^[0-9+ ()]*$" });
const Quantity = Type.Integer({ minimum: 1, maximum: PROJECT_LIMITS.maxQuantity });
const Money = Type.Number({ minimum: 0, maximum: 1000000 });
const closed = { additionalProperties: false } as const;

export const ProjectIdParams = Type.Object({ id: Id });
export const ProjectIdQuery = Type.Object({ projectId: Id });

/** POST /api/v2/project: creates an empty project (Open) for the signed-in staff member, answers it (201). */
export const CreateProjectBody = Type.Object(
  {
    name: ProjectName,
    /** Optional first folder. */
    folderTitle: Type.Optional(FolderTitle),
    /** Optional salesperson code; the staff member's own by default. */
    salespersonCode: Type.Optional(Type.String({ maxLength: 20, pattern: "^[A-Za-z0-9-]*$" })),
  },
  closed,
);
export type CreateProjectBody = Static<typeof CreateProjectBody>;

/** POST /api/v2/project/name. */
export const ProjectNameBody = Type.Object({ projectId: Id, name: ProjectName }, closed);

/** POST /api/v2/project/details: the project's fields of quoteData, store, salesperson and status; missing fields stay. */
export const ProjectDetailsBody = Type.Object(
  {
    projectId: Id,
    projectAddress: Type.Optional(Text()),
    suburb: Type.Optional(Text(60)),
    postCode: Type.Optional(Type.String({ pattern: "^$|^[0-9]{4}$" })),
    state: Type.Optional(Text(40)),
    projectGoal: Type.Optional(LongText()),
    projectStart: Type.Optional(Type.String({ pattern: "^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$", maxLength: 10 })),
    referrerCode: Type.Optional(Text(40)),
    referrerName: Type.Optional(Text()),
    referrerBusinessName: Type.Optional(Text()),
    referrerPhone: Type.Optional(Phone),
    referrerContact: Type.Optional(Text()),
    interests: Type.Optional(Type.Array(Text(60), { maxItems: 30 })),
    comments: Type.Optional(LongText()),
    showCulinaryBookings: Type.Optional(Type.Boolean()),
    /** A store of the storefront's country, or null to clear. */
    selectedStore: Type.Optional(Nullable(Type.String({ maxLength: 120, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }))),
    /** A salesperson code, or null to clear. */
    selectedSalesPerson: Type.Optional(Nullable(Type.String({ maxLength: 20, pattern: "^[A-Za-z0-9-]+$" }))),
    quoteStatus: Type.Optional(QuoteStatus),
  },
  closed,
);
export type ProjectDetailsBody = Static<typeof ProjectDetailsBody>;

/** POST /api/v2/project/customer: the customer's fields of quoteData; missing fields stay. */
export const ProjectCustomerBody = Type.Object(
  {
    projectId: Id,
    firstName: Type.Optional(Text(60)),
    lastName: Type.Optional(Text(60)),
    /** "" or missing: firstName and lastName joined. */
    customerName: Type.Optional(Text(120)),
    customerEmail: Type.Optional(Email),
    customerEmailSecondary: Type.Optional(Email),
    contactNumber: Type.Optional(Phone),
    customerNumberSecondary: Type.Optional(Phone),
  },
  closed,
);
export type ProjectCustomerBody = Static<typeof ProjectCustomerBody>;

/** POST /api/v2/project/folder: adds a folder, or renames the folder named by folderId. */
export const ProjectFolderBody = Type.Object({ projectId: Id, title: FolderTitle, folderId: Type.Optional(Id) }, closed);
/** DELETE /api/v2/project/folder?projectId&folderId: removes the folder with its lines and attachments (ours). */
export const DeleteFolderQuery = Type.Object({ projectId: Id, folderId: Id });

/** POST /api/v2/project/sort-folders (spec 3 §7): `projectId` of each entry is the folder's id (folders were sub-projects). */
export const SortFoldersBody = Type.Object(
  {
    projects: Type.Array(Type.Object({ projectId: Id, sortOrder: Type.Integer({ minimum: 0, maximum: 10000 }) }, closed), {
      minItems: 1,
      maxItems: 50,
    }),
  },
  closed,
);

/** POST /api/projects/product: adds a SKU (to folderId, else the first folder, made when none), or with productCode changes that line's quantity. */
export const AddProjectProductBody = Type.Object(
  {
    projectId: Id,
    sku: Type.Optional(Sku),
    productCode: Type.Optional(ProductCode),
    folderId: Type.Optional(Id),
    quantity: Type.Optional(Quantity),
    /**
     * Issue 45 item 12, with productCode: a line's quote edits, each needing its edit right
     * (LINE_EDIT_RIGHTS); null clears one. The price in whole cents up to a million; the warranty
     * and installation are ids of the product's upsell options; the competitor's page an https address.
     */
    quotedPrice: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1_000_000 }))),
    warrantyId: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: "^[a-z0-9-]*$" }))),
    installId: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: "^[a-z0-9-]*$" }))),
    competitorUrl: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  closed,
);
export type AddProjectProductBody = Static<typeof AddProjectProductBody>;

/** DELETE /api/projects/product/{id}/{code}: removes line {code} from project {id}. */
export const ProjectProductParams = Type.Object({ id: Id, code: ProductCode });
/** GET /api/projects/product/{code}[/{extra}]: code is a SKU, extra a project id. */
export const ProductLookupParams = Type.Object({ code: Sku, extra: Type.Optional(Id) });

/** POST /api/projects/sort-products {order}: the folder's lines in their new order; a line from another folder of the project moves into it. */
export const SortProductsBody = Type.Object(
  { projectId: Id, folderId: Id, order: Type.Array(ProductCode, { minItems: 1, maxItems: PROJECT_LIMITS.maxProducts }) },
  closed,
);

/** POST /api/v2/project/product-transfer: moves (or copies) a line to another project's folder; answers the source project. */
export const ProductTransferBody = Type.Object(
  {
    sourceProjectId: Id,
    productCode: ProductCode,
    targetProjectId: Id,
    /** The target project's folder; its first folder (made when none) by default. */
    targetFolderId: Type.Optional(Id),
    /** True: copy and keep the line in the source. */
    copy: Type.Optional(Type.Boolean()),
  },
  closed,
);

/** POST /api/v2/project/product-note: adds a note on a SKU of the project, or changes note id. */
export const ProductNoteBody = Type.Object(
  { projectId: Id, id: Type.Optional(Id), sku: Sku, notes: LongText(PROJECT_LIMITS.noteMaxLength, 1) },
  closed,
);
export const DeleteNoteQuery = Type.Object({ projectId: Id, noteId: Id });

/** POST /api/v2/project/product-variation: saves (with id: changes) a variation; no productCode: a brand variation. */
export const ProductVariationBody = Type.Object(
  {
    projectId: Id,
    id: Type.Optional(Id),
    productCode: Type.Optional(Nullable(ProductCode)),
    brand: FreeText(80, 1),
    variationSku: Type.Optional(Nullable(Sku)),
    comments: Type.Optional(LongText(PROJECT_LIMITS.variationCommentsMaxLength)),
    rrpOverride: Type.Optional(Nullable(Money)),
  },
  closed,
);
export type ProductVariationBody = Static<typeof ProductVariationBody>;
export const DeleteVariationQuery = Type.Object({ projectId: Id, variationId: Id });

/** POST /api/v2/project/comment {projectId, comment}. */
export const CommentBody = Type.Object({ projectId: Id, comment: LongText(PROJECT_LIMITS.commentMaxLength, 1) }, closed);

/** POST /api/v2/project/quote, /email. */
export const ProjectIdBody = Type.Object({ projectId: Id }, closed);

/** POST /api/v2/project/lock-price {projectId[, expiryDate]}: locks (or, when locked, moves the expiry). */
export const LockPriceBody = Type.Object(
  {
    projectId: Id,
    /** YYYY-MM-DD (end of that day in the storefront's zone) or an ISO time with its zone (Z or ±hh:mm); 14 days ahead by default. */
    expiryDate: Type.Optional(
      Type.String({
        maxLength: 40,
        pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$",
      }),
    ),
  },
  closed,
);

/** POST /api/projects/shared-project-status. */
export const SharedStatusBody = Type.Object({ projectId: Id, sharedStatus: Type.Boolean() }, closed);

/** GET /api/v2/project/shared?shareId=. */
export const SharedProjectQuery = Type.Object({ shareId: Uuid });

/** POST /api/v2/project/duplicate: a copy (folders, lines, notes, variations; not comments, attachments, quote, lock, sharing), Open. */
export const DuplicateProjectBody = Type.Object({ projectId: Id, name: Type.Optional(ProjectName) }, closed);
/** POST /api/v2/project/duplicate-folder: a copy of the folder and its lines in the same project, after it. */
export const DuplicateFolderBody = Type.Object({ projectId: Id, folderId: Id, title: Type.Optional(FolderTitle) }, closed);

/** GET /api/v2/project/customer-project-count?email,secondaryEmail,phone,secondaryPhone (any may be blank). */
export const CustomerProjectCountQuery = Type.Object({
  email: Type.Optional(Email),
  secondaryEmail: Type.Optional(Email),
  phone: Type.Optional(Phone),
  secondaryPhone: Type.Optional(Phone),
  /** Leave this project out of the count. */
  projectId: Type.Optional(Id),
});

/** GET /api/v2/project/kad/{search}. */
export const ReferrerSearchParams = Type.Object({
  search: Type.String({ minLength: PROJECT_LIMITS.referrerSearchMinLength, maxLength: 60, pattern: "^[A-Za-z0-9 &'.-]+$" }),
});

/**
 * POST /api/v2/project/attachment: multipart/form-data with fields projectId, optional productCode
 * or folderId, and one `file` (at most 10 MB, a type of ATTACHMENT_TYPES). Answers the project.
 * DELETE /api/v2/project/attachment?projectId&attachmentId answers the project.
 * GET /api/v2/project/attachment/{id}[?shareId=] downloads it (staff, or the project's shareId while shared).
 */
export const DeleteAttachmentQuery = Type.Object({ projectId: Id, attachmentId: Id });
export const AttachmentParams = Type.Object({ id: Id });
export const AttachmentDownloadQuery = Type.Object({ shareId: Type.Optional(Uuid) });

/** POST /api/projects/cart: adds the selected lines (and every line of the selected folders) to the caller's cart; answers the cart. */
export const ProjectToCartBody = Type.Object(
  {
    projectId: Id,
    selectedProductCodes: Type.Optional(Type.Array(ProductCode, { maxItems: PROJECT_LIMITS.maxProducts })),
    selectedFolders: Type.Optional(Type.Array(Id, { maxItems: PROJECT_LIMITS.maxFolders })),
  },
  closed,
);
export type ProjectToCartBody = Static<typeof ProjectToCartBody>;

/** POST /api/projects/admin-cart: replaces the staff member's cart with every line of the project; clearDiscounts drops the applied coupon. */
export const AdminCartBody = Type.Object({ projectId: Id, clearDiscounts: Type.Optional(Type.Boolean()) }, closed);

/**
 * The answer of the two cart calls: the cart (spec 3 §3). A selected line that cannot be ordered
 * on the storefront today is left out and named in `messages` ("KOR-FR-100 could not be added: …").
 */
export const ProjectCartAnswer = Cart;

/* ------------------------------------------------------------------------------------------------
 * The project page's STOCK and COMPETITOR_PRICE tabs (spec 3 §2, §7 "Other staff and product
 * calls"). Staff only, like the project calls. Shapes are ours.
 * --------------------------------------------------------------------------------------------- */

/** GET /api/stock?sku&includeOtherStock=true: without includeOtherStock only the staff member's store. */
export const StockQuery = Type.Object({
  sku: Sku,
  includeOtherStock: Type.Optional(Type.Boolean()),
});

export const StoreStock = Type.Object({
  storeUri: Type.String(),
  name: Type.String(),
  state: Type.String(),
  /** On hand now. */
  available: Type.Integer(),
  /** Ordered from the supplier, not yet in. */
  onOrder: Type.Integer(),
  /** The staff member's own store (their salesperson's). */
  isMyStore: Type.Boolean(),
});
export type StoreStock = Static<typeof StoreStock>;

export const StockAnswer = Type.Object({
  sku: Type.String(),
  stockStatus: Type.String(),
  totalAvailable: Type.Integer(),
  stores: Type.Array(StoreStock),
});
export type StockAnswer = Static<typeof StockAnswer>;

/** GET /api/product/competitor-prices?sku. */
export const CompetitorPricesQuery = Type.Object({ sku: Sku });

export const CompetitorPrice = Type.Object({
  competitor: Type.String(),
  price: Type.Number(),
  /** The competitor's product page. */
  url: Type.String(),
  /** When the price was last checked (ISO time). */
  checked: Type.String(),
});
export type CompetitorPrice = Static<typeof CompetitorPrice>;

export const CompetitorPrices = Type.Object({
  sku: Type.String(),
  ourPrice: Type.Number(),
  currency: Type.String(),
  /** The competitors that sell it, cheapest first. */
  prices: Type.Array(CompetitorPrice),
});
export type CompetitorPrices = Static<typeof CompetitorPrices>;

/* ------------------------------------------------------------------------------------------------
 * Performance dashboard (spec 3 §2 "Performance dashboard", §3 Dashboard project row, Column
 * definition, Search params; §5 dashboard search; §7 GET /api/v2/project/search and /export, the
 * brand, category and product autocompletes; §9; issue 16 items 4-5).
 *
 * Ours where the spec is silent:
 * - One row per project. folderName and folderId are the project's first folder (by sortOrder),
 *   "" and null when it has none.
 * - Staff only, as every project call (401 anonymous, 403 customer or no staff tooling), the
 *   autocompletes too (they feed the dashboard's search form).
 * - Dates: fromDate and toDate are YYYY-MM-DD (a whole day, toDate included) or an ISO date-time
 *   (that instant; toDate exclusive of anything after it), on `created`. allTime=true searches
 *   from 2016-01-01 (UTC) to now whatever the dates say.
 * - sortDirection None (or no sortProperty) is the default order: created, newest first. Every
 *   order ends with projectId in the same direction, so pages never repeat or skip a row.
 * - onlyMyProjects=true without salespersonCode uses the signed-in staff member's own code.
 * - customerName matches anywhere in the customer's name, case-insensitively (the spec's client
 *   does not send it on search; other callers may).
 * - brand (a brand name), category (a category path; its sub-categories too) and sku keep the
 *   projects with at least one such product.
 * - showCulinaryBookings filters on the project's quoteData flag (true or false; absent: both).
 * --------------------------------------------------------------------------------------------- */

/** spec 3 §9 and ours. */
export const DASHBOARD_LIMITS = {
  /** spec 3 §9: 13 rows a page, pages from 0. */
  pageSize: 13,
  /** Ours: a search page holds at most 100 rows. */
  maxPageSize: 100,
  /** spec 3 §9: more than 2000 results set tooMany. */
  tooManyThreshold: 2000,
  /** spec 3 §9: the export's "no limit". */
  exportAll: -1,
  /** spec 3 §5, §9: "All time" starts 2016-01-01 (start of day, UTC). */
  allTimeStart: "2016-01-01",
  /** Autocompletes: at most 10 suggestions, text of 1 to 60 characters. */
  autocompleteResults: 10,
  autocompleteMaxLength: 60,
  /** The highest page index (page * limit stays well inside an integer). */
  maxPage: 100000,
} as const;

/** spec 3 §3 Search params sortDirection. */
export const SORT_DIRECTIONS = ["None", "Ascending", "Descending"] as const;
export const SortDirection = StringEnum(SORT_DIRECTIONS);
export type SortDirection = Static<typeof SortDirection>;

/** spec 3 §3 Column definition types. */
export const DASHBOARD_COLUMN_TYPES = ["Price", "Date", "Actions", "LinkToProject", "Email", "ShowCulinaryBookings"] as const;
export type DashboardColumnType = (typeof DASHBOARD_COLUMN_TYPES)[number];

/** spec 3 §3 Column definition: title, path (into DashboardRow, dotted), show, required, type, sortable. */
export interface DashboardColumn {
  title: string;
  path: string;
  show: boolean;
  required: boolean;
  type?: DashboardColumnType;
  sortable: boolean;
}

/**
 * The dashboard's columns in their default order (titles ours, paths spec 3 §3). Project Name is
 * required (spec 3 §5). `show` is the default visibility. The Actions column has no data and is
 * never exported. The sortable paths are DASHBOARD_SORT_PROPERTIES.
 */
export const DASHBOARD_COLUMNS: readonly DashboardColumn[] = [
  { title: "Project Name", path: "projectName", show: true, required: true, type: "LinkToProject", sortable: true },
  { title: "Project ID", path: "projectId", show: true, required: false, sortable: true },
  { title: "Folder", path: "folderName", show: false, required: false, sortable: false },
  { title: "Quote ID", path: "quoteId", show: true, required: false, sortable: true },
  { title: "Status", path: "status.name", show: true, required: false, sortable: true },
  { title: "Salesperson", path: "salesperson.name", show: true, required: false, sortable: true },
  { title: "Store", path: "store.name", show: true, required: false, sortable: true },
  { title: "Customer Name", path: "customerName", show: true, required: false, sortable: true },
  { title: "Customer Phone", path: "customerPhone", show: true, required: false, sortable: true },
  { title: "Customer Email", path: "customerEmail", show: true, required: false, type: "Email", sortable: true },
  { title: "Secondary Phone", path: "secondaryCustomerPhone", show: false, required: false, sortable: false },
  { title: "Secondary Email", path: "secondaryCustomerEmail", show: false, required: false, type: "Email", sortable: false },
  { title: "Address", path: "fullAddress", show: false, required: false, sortable: false },
  { title: "Quote Price", path: "quotePrice", show: true, required: false, type: "Price", sortable: false },
  { title: "Project Goal", path: "projectGoal", show: false, required: false, sortable: true },
  { title: "Project Start", path: "projectStart", show: false, required: false, type: "Date", sortable: true },
  { title: "Date Created", path: "created", show: true, required: false, type: "Date", sortable: true },
  { title: "Date Modified", path: "dateModified", show: true, required: false, type: "Date", sortable: true },
  { title: "Referrer", path: "referrer", show: false, required: false, sortable: true },
  { title: "Culinary Bookings", path: "showCulinaryBookings", show: false, required: false, type: "ShowCulinaryBookings", sortable: false },
  { title: "Actions", path: "actions", show: true, required: false, type: "Actions", sortable: false },
];

/** The paths a search may sort on (spec 3 §3 sortProperty): the sortable columns'. */
export const DASHBOARD_SORT_PROPERTIES = [
  "projectName",
  "projectId",
  "quoteId",
  "status.name",
  "salesperson.name",
  "store.name",
  "customerName",
  "customerPhone",
  "customerEmail",
  "projectGoal",
  "projectStart",
  "created",
  "dateModified",
  "referrer",
] as const;
export const DashboardSortProperty = StringEnum(DASHBOARD_SORT_PROPERTIES);
export type DashboardSortProperty = Static<typeof DashboardSortProperty>;

/** The paths an export may name in `columns` (every column with data: all but Actions). */
export const DASHBOARD_EXPORT_PATHS = DASHBOARD_COLUMNS.filter((column) => column.type !== "Actions").map((column) => column.path);

/** The API's messages for refused dashboard calls (ours). */
export const DASHBOARD_MESSAGES = {
  badDate: "Dates must be YYYY-MM-DD or an ISO 8601 date-time.",
  fromAfterTo: "The from date must be on or before the to date.",
  noSalespersonCode: "Only my projects needs a salesperson code: the signed-in staff member has none.",
  badExportLimit: "The export limit must be -1 (every row) or a number from 1.",
  badColumns: `Columns must be paths of the dashboard's columns separated by commas: ${DASHBOARD_EXPORT_PATHS.join(", ")}.`,
  blankText: "Type at least one letter or digit to search.",
} as const;

/** spec 3 §3 Dashboard project row. Blank text is "", never null, except the ids and quoteId named nullable. */
export const DashboardRow = Type.Object({
  projectName: Type.String(),
  projectId: Type.Integer(),
  /** The first folder's title, "" without folders. */
  folderName: Type.String(),
  folderId: Nullable(Type.Integer()),
  /** "Q" and six digits once quoted, else null. */
  quoteId: Nullable(Type.String()),
  status: Type.Object({ name: QuoteStatus }),
  /** name "" and code null without a salesperson. */
  salesperson: Type.Object({ name: Type.String(), code: Nullable(Type.String()) }),
  /** name "" and storeUri null without a store. */
  store: Type.Object({ name: Type.String(), storeUri: Nullable(Type.String()) }),
  customerName: Type.String(),
  customerPhone: Type.String(),
  customerEmail: Type.String(),
  secondaryCustomerPhone: Type.String(),
  secondaryCustomerEmail: Type.String(),
  /** "projectAddress, suburb state postCode" of quoteData, blanks left out. */
  fullAddress: Type.String(),
  /** The quote's total as the project page shows it (locked prices while the lock holds). */
  quotePrice: Type.Number(),
  projectGoal: Type.String(),
  /** YYYY-MM-DD or "". */
  projectStart: Type.String(),
  /** ISO 8601 (UTC). */
  created: Type.String(),
  dateModified: Type.String(),
  /** The referrer's name, else its business name, else its code; "" without one. */
  referrer: Type.String(),
  showCulinaryBookings: Type.Boolean(),
  /** The project page: /project?projectId={id}. */
  url: Type.String(),
});
export type DashboardRow = Static<typeof DashboardRow>;

/** GET /api/v2/project/search: one page of rows, the count of every match and the too-many flag. */
export const DashboardSearchAnswer = Type.Object({
  totalCount: Type.Integer(),
  /** spec 3 §9: totalCount > 2000. */
  tooMany: Type.Boolean(),
  page: Type.Integer(),
  limit: Type.Integer(),
  projects: Type.Array(DashboardRow),
});
export type DashboardSearchAnswer = Static<typeof DashboardSearchAnswer>;

const DashboardDate = Type.String({
  maxLength: 35,
  pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$",
});
const DashboardCode = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9_-]+$" });

/** spec 3 §3 Search params and our filters; every one optional. Booleans as true/false. */
const dashboardFilters = {
  fromDate: Type.Optional(DashboardDate),
  toDate: Type.Optional(DashboardDate),
  allTime: Type.Optional(Type.Boolean()),
  onlyMyProjects: Type.Optional(Type.Boolean()),
  salespersonCode: Type.Optional(DashboardCode),
  customerName: Type.Optional(FreeText(100)),
  /** One customer's projects: their e-mail or second e-mail, in any case (the staff panel's link, spec 3 §2). */
  customerEmail: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$" })),
  /** A store's storeUri. */
  store: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" })),
  status: Type.Optional(QuoteStatus),
  /** A brand name (the brand autocomplete's). */
  brand: Type.Optional(FreeText(DASHBOARD_LIMITS.autocompleteMaxLength, 1)),
  /** A category path (the category autocomplete's), e.g. kitchen/ovens. */
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: "^[a-z0-9-]+(?:/[a-z0-9-]+)*$" })),
  sku: Type.Optional(Sku),
  showCulinaryBookings: Type.Optional(Type.Boolean()),
  sortProperty: Type.Optional(DashboardSortProperty),
  sortDirection: Type.Optional(SortDirection),
};

/** GET /api/v2/project/search: page from 0 (default 0), limit 1-100 (default 13). */
export const DashboardSearchQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: DASHBOARD_LIMITS.maxPage, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DASHBOARD_LIMITS.maxPageSize, default: DASHBOARD_LIMITS.pageSize })),
  ...dashboardFilters,
});
export type DashboardSearchQuery = Static<typeof DashboardSearchQuery>;

/**
 * GET /api/v2/project/export: the same filters and order; limit -1 (default) is every row, else
 * at most that many; columns=path,path (default every column with data, in DASHBOARD_COLUMNS
 * order) picks and orders the CSV's columns. Answers text/csv (UTF-8 with a BOM) as an attachment
 * named projects-YYYY-MM-DD.csv: a header row of the columns' titles, then one row per project.
 */
export const DashboardExportQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: -1, maximum: 10000000, default: -1 })),
  columns: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, pattern: "^[A-Za-z.]+(,[A-Za-z.]+)*$" })),
  ...dashboardFilters,
});
export type DashboardExportQuery = Static<typeof DashboardExportQuery>;

/** GET /api/brand/autocomplete/{text}, /api/category/autocomplete/{text}, /api/product/search/{text}. */
export const AutocompleteParams = Type.Object({ text: FreeText(DASHBOARD_LIMITS.autocompleteMaxLength, 1) });

/** A brand suggestion: names starting with the text first, then containing it; at most 10. */
export const BrandSuggestion = Type.Object({ name: Type.String() });
export const BrandSuggestions = ListOf(BrandSuggestion);
export type BrandSuggestions = Static<typeof BrandSuggestions>;

/** A category suggestion: name and path (the search's category filter). */
export const CategorySuggestion = Type.Object({ name: Type.String(), path: Type.String() });
export const CategorySuggestions = ListOf(CategorySuggestion);
export type CategorySuggestions = Static<typeof CategorySuggestions>;

/** A product suggestion: SKUs starting with the text first, then titles containing it. */
export const ProductSuggestion = Type.Object({ sku: Type.String(), name: Type.String() });
export const ProductSuggestions = ListOf(ProductSuggestion);
export type ProductSuggestions = Static<typeof ProductSuggestions>;
