/**
 * The first path segments of the personal pages (spec 3 §2 page types accounts, OrderSummary,
 * resetPassword, checkout, orderConfirmation, project, performanceDashboard; the cart, the staff
 * panel and the login return page under /blank): rendered for each visitor and never stored, by
 * the page cache or any other, whether the request carries a cookie or not. A test of the
 * composition package (src/personal-pages.test.ts) checks this list against the page types of the
 * route table.
 */
export const PERSONAL_SEGMENTS: ReadonlySet<string> = new Set([
  "account",
  "blank",
  "cart",
  "checkout",
  "customer",
  "login",
  "logout",
  "performance-dashboard",
  "project",
  "project-admin",
  "staff-panel",
]);

/** Whether the address is one of the personal pages (its first path segment, any case, `.data` requests included). */
export function isPersonalPath(path: string): boolean {
  const first = path.split("/")[1] ?? "";
  return PERSONAL_SEGMENTS.has(first.replace(/\.data$/, "").toLowerCase());
}
