import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/**
 * The staff side panel's pages (spec 3 §2: product, project, reminders list, reminder create or
 * edit, stats), served by this app for the panel's frame. Under 'blank' paths: the shell leaves out
 * its trays, popups and chat there (spec 1 §2.2). The composition puts them in the route table.
 */
export const staffPanelRoutes: PackageRoutes = {
  package: "@storefront/staff",
  routes: [
    { path: "blank/staff-panel/product", pageType: "generic", module: "panel-product", purpose: "Staff panel: product" },
    { path: "blank/staff-panel/project", pageType: "generic", module: "panel-project", purpose: "Staff panel: project" },
    { path: "blank/staff-panel/reminders", pageType: "generic", module: "panel-reminders", purpose: "Staff panel: reminders" },
    { path: "blank/staff-panel/reminder", pageType: "generic", module: "panel-reminder", purpose: "Staff panel: new reminder" },
    { path: "blank/staff-panel/reminder/:id", pageType: "generic", module: "panel-reminder", purpose: "Staff panel: reminder" },
    { path: "blank/staff-panel/stats", pageType: "generic", module: "panel-stats", purpose: "Staff panel: stats" },
  ],
};
