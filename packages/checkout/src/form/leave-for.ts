/**
 * Leaves the storefront for another site (an instalment provider's page, spec 2 §4 Submission 5).
 * One module so tests can stand in for the browser's navigation, which jsdom does not do.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
