/**
 * The project area's messages (spec 3 §8 "Projects and dashboard"), its toasts, and the API's own
 * refusals of project calls.
 */

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
