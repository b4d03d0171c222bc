import { test as base } from "@playwright/test";
import { storefronts, type Storefront } from "../storefronts";

/** Tests receive the storefront of their project (one project per brand). */
export const test = base.extend<{ storefront: Storefront }>({
  storefront: [storefronts[0] as Storefront, { option: true }],
});

export { expect } from "@playwright/test";

/** HTML-escapes a brand name the way React writes it into the server HTML. */
export function htmlEscaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
