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

/**
 * Resolves after the browser's next idle moment and the two frames after it: what waits for an
 * idle moment (the chat launcher, warming the next pages' code) has run and React has rendered it.
 * An outcome to wait for, not a fixed time: it comes as soon as the page has nothing else to do.
 */
export async function afterIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 5_000 }),
      ),
  );
}

/** HTML-escapes a brand name the way React writes it into the server HTML. */
export function htmlEscaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
