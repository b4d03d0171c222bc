import type { Page } from "@playwright/test";
import { everyBrand } from "../brand-coverage";
import { TEST_CARDS, checkoutUpToPayment, payByCard, shopperFor } from "./checkout-steps";
import { expect, test } from "./fixtures";

// A whole purchase, then a request per link: three times the default time.
test.slow();

/** spec 2 §2: the storage checkbox's link (shown only for a date past the free 60 days, so requested here always). */
const STORAGE_TERMS_PATH = "/s/winning-storage-terms-and-conditions";

/** Every link the page shows, as absolute addresses without their fragment. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.map((href) => href.split("#")[0] ?? href);
}

// Issue 44 item 1: no link of the checkout or the confirmation ends on a missing page, in any brand:
// the simplified header, the order summary (promotions, 'Request Assistance'), the storage terms,
// the footer and the confirmation's links.
test(
  "every link on the checkout and confirmation pages opens a page, the storage terms among them",
  everyBrand,
  async ({ page, storefront }) => {
    const shopper = shopperFor(storefront);
    await checkoutUpToPayment(page, shopper);
    const onCheckout = await linksOn(page);
    await payByCard(page, TEST_CARDS.approved);
    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    const onConfirmation = await linksOn(page);

    const origin = new URL(page.url()).origin;
    const all = [...new Set([...onCheckout, ...onConfirmation, `${origin}${STORAGE_TERMS_PATH}`])];
    const ours = all.filter((href) => href.startsWith(`${origin}/`));
    // Only the call link (tel:) and other sites' pages are not ours to answer.
    expect(all.filter((href) => !ours.includes(href)).every((href) => href.startsWith("tel:") || !href.startsWith(origin))).toBe(true);
    expect(ours.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const href of ours) {
      const response = await page.request.get(href);
      if (response.status() !== 200) failures.push(`${response.status()} ${href}`);
    }
    expect(failures, "links answering other than 200").toEqual([]);

    await page.goto(STORAGE_TERMS_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Storage terms and conditions" })).toBeVisible();
    await expect(page.getByText(/Storage is free for the first 60 days/)).toBeVisible();
  },
);
