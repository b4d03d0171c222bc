/**
 * The staff area's addresses (spec 3 §2), shared by the packages that link into it: the projects
 * domain serves them, the staff console's toolbar and side panel link to them.
 */

/** The project page (spec 3 §2; the staff app's post-login route, spec 3 §9). */
export const PROJECT_PATH = "/project";
/** The staff's performance dashboard (spec 3 §2). */
export const PERFORMANCE_DASHBOARD_PATH = "/performance-dashboard";
/** The dashboard's address parameter for one customer's projects. */
export const CUSTOMER_EMAIL_PARAM = "customerEmail";

/** The dashboard listing every project of a customer by e-mail (spec 3 §2: "a link lists all projects of a customer by e-mail"). */
export function customerProjectsPath(email: string): string {
  return `${PERFORMANCE_DASHBOARD_PATH}?${CUSTOMER_EMAIL_PARAM}=${encodeURIComponent(email.trim())}`;
}
