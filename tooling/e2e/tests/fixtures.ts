import { expect, test as base, type Page } from "@playwright/test";
import { storefronts, type Storefront } from "../storefronts";

/** Tests receive the storefront of their project (one project per brand). */
export const test = base.extend<{ storefront: Storefront }>({
  storefront: [storefronts[0] as Storefront, { option: true }],
});

export { expect };

/** Waits until React has hydrated the page (the shell marks the root element). */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** HTML-escapes a brand name the way React writes it into the server HTML. */
export function htmlEscaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
