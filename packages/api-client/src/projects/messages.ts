/** spec 3 §8: project and dashboard messages. */
export const projectMessages = {
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
  outline: "Could not load project outline",
  outlineAlert: "Could not load project outline!",
  updated: "Successfully updated!",
  deleted: "Successfully deleted",
  sent: "Successfully sent",
  updateFailed: "Update Failed!",
} as const;

export const dashboardMessages = {
  sorting: "An error occurred sorting projects.",
  brand: "An error occurred getting brand.",
  category: "An error occurred getting category.",
  sku: "An error occurred getting Sku.",
  referrer: "An error occurred getting referrer.",
} as const;
