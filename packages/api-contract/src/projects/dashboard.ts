/**
 * The performance dashboard (spec 3 §2, §3, §5, §7, §9; issue 16 items 4-5): its columns, search,
 * export and autocompletes.
 */
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, EMAIL_PATTERN } from "@storefront/validation/email";
import { FreeText, ListOf, Nullable, type Static, StringEnum, Type } from "../common";
import { Sku } from "../patterns";
import { QuoteStatus } from "./limits";

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
  customerEmail: Type.Optional(Type.String({ minLength: EMAIL_MIN_LENGTH, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN })),
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
