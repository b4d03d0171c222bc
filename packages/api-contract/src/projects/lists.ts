/**
 * The lists around projects: the "mine" lists (navbar, minimal), the add-to-project picker and
 * product lookup, the change log, referrers and the customer's project count.
 */
import { ListOf, Nullable, type Static, Type } from "../common";
import { ChangeLogAction, PROJECT_LIMITS, QuoteStatus } from "./limits";

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
