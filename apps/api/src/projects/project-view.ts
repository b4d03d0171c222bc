import {
  ALL_LINE_EDIT_RIGHTS,
  LINE_EDIT_RIGHTS,
  PROJECT_MESSAGES,
  type PriceLock,
  type Project,
  type ProjectAttachment,
  type ProjectOutline,
  type ProjectProduct,
  type ProductVariation,
  type QuoteData,
  type QuoteStatus,
  type SharedProject,
} from "@storefront/api-contract/projects";
import { toCents } from "@storefront/validation/price";
import { cartOptions, unorderableReason } from "../cart/cart-view";
import { BadRequestError } from "../http/errors";
import { priceIn, rrpIn } from "../catalogue/prices";
import { productImages, type ProductRecord } from "../catalogue/product-view";
import type { ReferenceData } from "../catalogue/reference-data";
import type { StoredQuoteData } from "../db/schema";
import type { Storefront } from "../storefronts";
import type { AttachmentRow, LineRow, ProjectBundle, ProjectRow, VariationRow } from "./project-store";

const padded = (id: number) => String(id).padStart(6, "0");
/** "P" and six digits (ours; the spec names projectRef without its form). */
export const projectRefOf = (id: number) => `P${padded(id)}`;
/** "Q" and six digits once quoted. */
export const quoteIdOf = (project: Pick<ProjectRow, "id" | "quotedAt">) => (project.quotedAt ? `Q${padded(project.id)}` : null);

const BLANK_QUOTE_DATA: QuoteData = {
  projectAddress: "",
  suburb: "",
  postCode: "",
  state: "",
  firstName: "",
  lastName: "",
  customerName: "",
  customerEmail: "",
  customerEmailSecondary: "",
  contactNumber: "",
  customerNumberSecondary: "",
  projectGoal: "",
  projectStart: "",
  referrerCode: "",
  referrerName: "",
  referrerBusinessName: "",
  referrerPhone: "",
  referrerContact: "",
  interests: [],
  comments: "",
  showCulinaryBookings: false,
};

/** The stored quoteData with every field of spec 3 §3 present (blank when never set). */
export function quoteDataOf(stored: StoredQuoteData): QuoteData {
  const data: Record<string, unknown> = { ...BLANK_QUOTE_DATA };
  for (const [key, blank] of Object.entries(BLANK_QUOTE_DATA)) {
    const value = stored[key];
    if (value !== undefined && typeof value === typeof blank && Array.isArray(value) === Array.isArray(blank)) data[key] = value;
  }
  return data as QuoteData;
}

/** The lock while it holds: until its expiry the lines keep their locked prices. */
export const lockActive = (project: ProjectRow, now: Date): boolean =>
  !!project.priceLockExpiresAt && project.priceLockExpiresAt.getTime() > now.getTime();

export function priceLockOf(project: ProjectRow, now: Date): PriceLock | null {
  if (!project.priceLockedAt || !project.priceLockExpiresAt) return null;
  return {
    lockedAt: project.priceLockedAt.toISOString(),
    expiryDate: project.priceLockExpiresAt.toISOString(),
    user: project.priceLockedBy ?? "",
    active: lockActive(project, now),
  };
}

/**
 * The quote-line edit rights (spec 3 §3 bit flags; which status allows which is ours): an open or
 * pending quote allows everything, a quoted or partly won one everything but the price, a won
 * or lost one nothing; an active price lock takes the price away whatever the status.
 */
export function lineEditRightsOf(status: QuoteStatus, locked: boolean): number {
  const byStatus: Record<QuoteStatus, number> = {
    Open: ALL_LINE_EDIT_RIGHTS,
    Pending: ALL_LINE_EDIT_RIGHTS,
    Quoted: ALL_LINE_EDIT_RIGHTS & ~LINE_EDIT_RIGHTS.price,
    Partial: ALL_LINE_EDIT_RIGHTS & ~LINE_EDIT_RIGHTS.price,
    Won: 0,
    Lost: 0,
  };
  return byStatus[status] & (locked ? ~LINE_EDIT_RIGHTS.price : ALL_LINE_EDIT_RIGHTS);
}

/**
 * 400 unless the project's status and price lock allow the change (spec 3 §3 quote-line edit
 * rights): 'The project's prices are locked' when only the active lock takes the price away.
 */
export function requireLineRight(project: ProjectRow, right: number, now: Date): void {
  const locked = lockActive(project, now);
  if ((lineEditRightsOf(project.quoteStatus as QuoteStatus, locked) & right) !== 0) return;
  const lockAlone = locked && (lineEditRightsOf(project.quoteStatus as QuoteStatus, false) & right) !== 0;
  throw new BadRequestError([lockAlone ? PROJECT_MESSAGES.priceLocked : PROJECT_MESSAGES.lineRightsRefused]);
}

export interface ViewInputs {
  storefront: Storefront;
  reference: ReferenceData;
  productsBySku: Map<string, ProductRecord>;
  now: Date;
}

/** A line as the quote shows it; a SKU the storefront no longer sells keeps its code, unavailable at its locked price or 0. */
function productLine(
  line: LineRow,
  locked: boolean,
  hasVariation: boolean,
  { storefront, reference, productsBySku }: ViewInputs,
): ProjectProduct {
  const product = productsBySku.get(line.sku);
  const lockedPrice = locked ? line.lockedPrice : null;
  if (!product) {
    return {
      productCode: String(line.id),
      sku: line.sku,
      title: line.sku,
      brand: "",
      category: "",
      categorization: "",
      price: line.quotedPrice ?? lockedPrice ?? 0,
      currentPrice: 0,
      lockedPrice,
      rrp: 0,
      lineDiscount: 0,
      quantity: line.quantity,
      available: false,
      sortOrder: line.sortOrder,
      showVariation: hasVariation,
      folderId: line.folderId,
      image: null,
      uri: "",
      quotedPrice: line.quotedPrice,
      warranty: null,
      install: null,
      competitorUrl: line.competitorUrl,
    };
  }
  const category = reference.categoryById.get(product.categoryId);
  const top = category?.parentId ? reference.categoryById.get(category.parentId) : undefined;
  const currentPrice = priceIn(product, storefront.currency);
  const rrp = rrpIn(product, storefront.currency);
  // Issue 45 item 12: the staff member's price for the line comes first, then the lock's, then today's.
  const price = line.quotedPrice ?? lockedPrice ?? currentPrice;
  const { warranties, installations } = cartOptions(product, storefront);
  const chosen = (options: typeof warranties, id: string | null) => {
    const option = options.find((o) => o.id === id);
    return option ? { id: option.id, name: option.title, price: option.price } : null;
  };
  return {
    productCode: String(line.id),
    sku: product.sku,
    title: product.title,
    brand: reference.manufacturerById.get(product.manufacturerId)?.name ?? "",
    category: category?.name ?? "",
    categorization: [top?.name, category?.name].filter(Boolean).join("/"),
    price,
    currentPrice,
    lockedPrice,
    rrp,
    lineDiscount: Math.max(0, toCents(rrp) - toCents(price)) / 100,
    quantity: line.quantity,
    available: unorderableReason(product, storefront) === undefined,
    sortOrder: line.sortOrder,
    showVariation: hasVariation,
    folderId: line.folderId,
    image: productImages(product)[0]?.thumbUrl ?? null,
    uri: `/p/${product.slug}`,
    quotedPrice: line.quotedPrice,
    warranty: chosen(warranties, line.warrantyId),
    install: chosen(installations, line.installId),
    competitorUrl: line.competitorUrl,
  };
}

function attachmentOf(row: AttachmentRow, shareId?: string): ProjectAttachment {
  return {
    id: row.id,
    productCode: row.productId === null ? null : String(row.productId),
    folderId: row.folderId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: `/api/v2/project/attachment/${row.id}${shareId ? `?shareId=${shareId}` : ""}`,
    user: row.userName,
    created: row.createdAt.toISOString(),
  };
}

function variationOf(row: VariationRow): ProductVariation {
  return {
    id: row.id,
    brand: row.brand,
    variationSku: row.variationSku,
    comments: row.comments,
    productCode: row.productId === null ? null : String(row.productId),
    rrpOverride: row.rrpOverride,
  };
}

/** The parts the full and the shared answers share: lines by folder, attachments, variations. */
function body(bundle: ProjectBundle, inputs: ViewInputs, shareId?: string) {
  const locked = lockActive(bundle.project, inputs.now);
  const varied = new Set(bundle.variations.flatMap((v) => (v.productId === null ? [] : [v.productId])));
  const attachments = bundle.attachments.map((row) => attachmentOf(row, shareId));
  const lines = bundle.lines.map((line) => productLine(line, locked, varied.has(line.id), inputs));
  const folders = bundle.folders.map((folder) => ({
    id: folder.id,
    title: folder.title,
    sortOrder: folder.sortOrder,
    products: lines.filter((line) => line.folderId === folder.id),
    files: attachments.filter((file) => file.folderId === folder.id && file.productCode === null),
  }));
  const products = folders.flatMap((folder) => folder.products);
  // A line's warranty and installation count in the quote's total, as in the cart.
  const total =
    products.reduce(
      (sum, line) => sum + (toCents(line.price) + toCents(line.warranty?.price ?? 0) + toCents(line.install?.price ?? 0)) * line.quantity,
      0,
    ) / 100;
  const variations = bundle.variations.map(variationOf);
  return {
    cart: { products, total },
    folders,
    files: attachments.filter((file) => file.folderId === null && file.productCode === null),
    attachments,
    productVariations: variations.filter((v) => v.productCode !== null),
    brandVariations: variations.filter((v) => v.productCode === null),
  };
}

/** spec 3 §3 Project: the answer of GET /api/v2/project/{id} and of every change. */
export function projectAnswer(bundle: ProjectBundle, inputs: ViewInputs): Project {
  const { project } = bundle;
  const status = project.quoteStatus as QuoteStatus;
  return {
    id: project.id,
    name: project.name,
    projectRef: projectRefOf(project.id),
    quoteId: quoteIdOf(project),
    quoted: project.quotedAt !== null,
    quoteStatus: status,
    ...body(bundle, inputs),
    productNotes: bundle.notes.map((note) => ({
      id: note.id,
      sku: note.sku,
      notes: note.notes,
      user: note.userName,
      modified: note.modifiedAt.toISOString(),
    })),
    staffComments: bundle.comments.map((c) => ({ id: c.id, user: c.userName, created: c.createdAt.toISOString(), message: c.message })),
    quoteData: quoteDataOf(project.quoteData),
    selectedSalesPerson: bundle.salesperson,
    selectedStore: bundle.store,
    sharedStatus: project.sharedStatus,
    shareId: project.shareId,
    projectEmailed: project.projectEmailed,
    priceLock: priceLockOf(project, inputs.now),
    lineEditRights: lineEditRightsOf(status, lockActive(project, inputs.now)),
    currency: inputs.storefront.currency,
    createdBy: project.createdByName,
    created: project.createdAt.toISOString(),
    modified: project.updatedAt.toISOString(),
  };
}

/** The shared read: what the customer may see (no staff comments, notes, referrer or internal fields). */
export function sharedAnswer(bundle: ProjectBundle, inputs: ViewInputs): SharedProject {
  const { project } = bundle;
  const quoteData = quoteDataOf(project.quoteData);
  return {
    name: project.name,
    projectRef: projectRefOf(project.id),
    quoteId: quoteIdOf(project),
    quoteStatus: project.quoteStatus as QuoteStatus,
    ...body(bundle, inputs, project.shareId),
    customerName: quoteData.customerName,
    selectedSalesPerson: bundle.salesperson,
    selectedStore: bundle.store,
    priceLock: priceLockOf(project, inputs.now),
    currency: inputs.storefront.currency,
    modified: project.updatedAt.toISOString(),
  };
}

/** GET /api/v2/project/outline/{id}. */
export function outlineAnswer(bundle: ProjectBundle, now: Date): ProjectOutline {
  const { project } = bundle;
  return {
    id: project.id,
    name: project.name,
    projectRef: projectRefOf(project.id),
    quoteId: quoteIdOf(project),
    quoteStatus: project.quoteStatus as QuoteStatus,
    quoteData: quoteDataOf(project.quoteData),
    sharedStatus: project.sharedStatus,
    projectEmailed: project.projectEmailed,
    priceLock: priceLockOf(project, now),
    folders: bundle.folders.map((f) => ({
      id: f.id,
      title: f.title,
      sortOrder: f.sortOrder,
      productCount: bundle.lines.filter((l) => l.folderId === f.id).length,
    })),
    productCount: bundle.lines.length,
    modified: project.updatedAt.toISOString(),
  };
}
