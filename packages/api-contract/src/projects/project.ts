/**
 * The project (spec 3 §3 Project and quoteData): its lines, folders, attachments, notes,
 * variations, comments, quote data and price lock; the shared read and the outline.
 */
import { Nullable, type Static, Type } from "../common";
import { QuoteStatus } from "./limits";

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
