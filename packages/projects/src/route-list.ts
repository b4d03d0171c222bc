import type { PackageRoutes } from "@storefront/page-kit/app-routes";
import { PERFORMANCE_DASHBOARD_PATH, PROJECT_PATH } from "@storefront/page-kit/staff-paths";

/** The staff area's addresses, page-kit's (the staff console links to them too). */
export { CUSTOMER_EMAIL_PARAM, customerProjectsPath, PERFORMANCE_DASHBOARD_PATH, PROJECT_PATH } from "@storefront/page-kit/staff-paths";
/** The staff's list of every project, with a customer's projects by e-mail (spec 3 §2). */
export const PROJECT_ADMIN_PATH = "/project-admin";

/** The dashboard with its search form taking the focus (spec 3 §2). */
export const PROJECT_SEARCH_PATH = `${PERFORMANCE_DASHBOARD_PATH}/project-search`;

/** One project's page: `/project/{id}`. */
export function projectPath(projectId: string | number): string {
  return `${PROJECT_PATH}/${encodeURIComponent(String(projectId))}`;
}

/** The routes this package serves (spec 1 §2.1, spec 3 §2); the composition puts them in the route table. */
export const projectRoutes: PackageRoutes = {
  package: "@storefront/projects",
  routes: [
    { path: "project-admin/*", pageType: "project", module: "project-admin", purpose: "Project administration (staff)" },
    { path: "project/*", pageType: "project", module: "project", purpose: "Projects (staff; shared links with shareId)" },
    {
      path: "performance-dashboard/*",
      pageType: "performanceDashboard",
      module: "performance-dashboard",
      purpose: "Performance dashboard (staff)",
    },
  ],
};
