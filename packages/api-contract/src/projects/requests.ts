/**
 * The project calls' bodies, queries and path parameters (spec 3 §7 "Projects (older)" and
 * "Projects v2"), and the answer of the two cart calls.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "@storefront/validation/email";
import { Cart } from "../cart";
import { FreeText, Id, Nullable, type Static, Type } from "../common";
import { Sku, Uuid } from "../patterns";
import { PROJECT_LIMITS, QuoteStatus } from "./limits";

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
/** An email, or blank: validation's pattern (spec 1 §5) and length. */
const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: `^$|${EMAIL_PATTERN}` });
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
