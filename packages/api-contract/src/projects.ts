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
 *
 * The contract is split by concept in projects/: messages, limits (and the fixed values), project
 * (the project answer), lists, requests, stock (the STOCK and COMPETITOR_PRICE tabs) and dashboard.
 * This file lists what `@storefront/api-contract/projects` exports.
 */
export { PROJECT_ERROR_MESSAGES, DASHBOARD_ERROR_MESSAGES, PROJECT_TOASTS, PROJECT_MESSAGES } from "./projects/messages";
export {
  PROJECT_LIMITS,
  QUOTE_STATUSES,
  QuoteStatus,
  LINE_EDIT_RIGHTS,
  ALL_LINE_EDIT_RIGHTS,
  CHANGE_LOG_ACTIONS,
  ChangeLogAction,
  ATTACHMENT_TYPES,
} from "./projects/limits";
export {
  ProjectProduct,
  ProjectAttachment,
  ProjectFolder,
  ProductNote,
  ProductVariation,
  StaffComment,
  QuoteData,
  PriceLock,
  ProjectSalesperson,
  ProjectStore,
  Project,
  SharedProject,
  ProjectOutline,
} from "./projects/project";
export {
  ProjectListItem,
  ProjectNavbar,
  MinimalProjectsQuery,
  MinimalProjects,
  ProjectPickerItem,
  ProjectPickerList,
  ProjectProductLookup,
  ChangeLogEntry,
  ChangeLog,
  Referrer,
  ReferrerList,
  CustomerProjectCount,
} from "./projects/lists";
export {
  ProductCode,
  ProjectIdParams,
  ProjectIdQuery,
  CreateProjectBody,
  ProjectNameBody,
  ProjectDetailsBody,
  ProjectCustomerBody,
  ProjectFolderBody,
  DeleteFolderQuery,
  SortFoldersBody,
  AddProjectProductBody,
  ProjectProductParams,
  ProductLookupParams,
  SortProductsBody,
  ProductTransferBody,
  ProductNoteBody,
  DeleteNoteQuery,
  ProductVariationBody,
  DeleteVariationQuery,
  CommentBody,
  ProjectIdBody,
  LockPriceBody,
  SharedStatusBody,
  SharedProjectQuery,
  DuplicateProjectBody,
  DuplicateFolderBody,
  CustomerProjectCountQuery,
  ReferrerSearchParams,
  DeleteAttachmentQuery,
  AttachmentParams,
  AttachmentDownloadQuery,
  ProjectToCartBody,
  AdminCartBody,
  ProjectCartAnswer,
} from "./projects/requests";
export { StockQuery, StoreStock, StockAnswer, CompetitorPricesQuery, CompetitorPrice, CompetitorPrices } from "./projects/stock";
export {
  DASHBOARD_LIMITS,
  SORT_DIRECTIONS,
  SortDirection,
  DASHBOARD_COLUMN_TYPES,
  DASHBOARD_COLUMNS,
  DASHBOARD_SORT_PROPERTIES,
  DashboardSortProperty,
  DASHBOARD_EXPORT_PATHS,
  DASHBOARD_MESSAGES,
  DashboardRow,
  DashboardSearchAnswer,
  DashboardSearchQuery,
  DashboardExportQuery,
  AutocompleteParams,
  BrandSuggestion,
  BrandSuggestions,
  CategorySuggestion,
  CategorySuggestions,
  ProductSuggestion,
  ProductSuggestions,
} from "./projects/dashboard";
export type { DashboardColumnType, DashboardColumn } from "./projects/dashboard";
