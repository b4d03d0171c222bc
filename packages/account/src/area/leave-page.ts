/** Leaves the storefront for an address (a provider's page): a full page load, as a link would. Its own module so tests can replace it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
