import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { apiUrl } from "../storefronts";
import { STAFF } from "./accounts";
import { expect, test } from "./fixtures";
import { mailedLink, mailWithSubject } from "./inbox";

/**
 * Notify me (issue 45 item 1), as a shopper and the staff member who restocks: the shopper asks
 * on a product that cannot be bought now, the confirmation mail arrives through the API's SMTP
 * (the suite's mail catcher), its link's button confirms, a staff stock change brings the product
 * back, and the back-in-stock mail arrives. wa has the extended callback (NotifyMeCallbackExtended)
 * and mails its sales team too; aol-nz has it off. The bot check's sandbox widget runs in both.
 */

interface ListedProduct {
  sku: string;
  slug: string;
  title: string;
  stockStatus: string;
}

/** A product of the storefront with the stock status, from the API's listing as the storefront forwards it. */
async function productWithStatus(request: APIRequestContext, stockStatus: string): Promise<ListedProduct> {
  for (let page = 1; page <= 30; page++) {
    const listing = (await (await request.get(`/api/listing?type=all&pageSize=96&page=${page}`)).json()) as { products: ListedProduct[] };
    const found = listing.products.find((product) => product.stockStatus === stockStatus);
    if (found) return found;
  }
  throw new Error(`no ${stockStatus} product in the listing`);
}

/** The staff member's stock change (PUT /api/stock/{sku}), signed in through the API's login form post, on wa (the staff tooling's storefront). */
async function changeStock(request: APIRequestContext, sku: string, stockStatus: string) {
  const login = await request.post("/api/account/login-redir", {
    form: { email: STAFF.email, password: STAFF.password, returnUrl: "/account", nonce: `e2e-${Date.now()}` },
    maxRedirects: 0,
  });
  const token = new URLSearchParams((login.headers().location ?? "").split("#")[1] ?? "").get("access_token");
  expect(token, "the staff member's access token").toBeTruthy();
  const answer = await request.put(`/api/stock/${sku}`, { data: { stockStatus }, headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { notified: number };
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

test.describe("notify me", () => {
  test(
    "a shopper asks on a product that cannot be bought, confirms by the mailed link, and gets the back-in-stock mail",
    forBrands("wa", "aol-nz"),
    async ({ page, storefront, playwright }) => {
      // Each brand its own product: wa one with no stock, aol-nz one on back order.
      const status = storefront.id === "wa" ? "noStock" : "backOrder";
      const shop = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${storefront.port}` });
      const staff = await playwright.request.newContext({ baseURL: apiUrl, extraHTTPHeaders: { "x-storefront-brand": "wa" } });
      const product = await productWithStatus(shop, status);
      const email = `notify-${storefront.id}-${Date.now()}@example.com`;

      await page.goto(`/p/${product.slug}`);
      const box = page.getByRole("region", { name: "Notify me when it's back" });
      await expect(box).toBeVisible();
      await expectNoSeriousViolations(page, "the product page's notify-me box");
      await box.getByRole("textbox", { name: "Email" }).fill(email);
      const callback = box.getByRole("checkbox", { name: "Call me too when it's back" });
      if (storefront.id === "wa") {
        await callback.click();
        await box.getByRole("textbox", { name: "Name" }).fill("Sam Caller");
        await box.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
      } else {
        await expect(callback).toHaveCount(0);
      }
      await box.getByRole("button", { name: "Notify me" }).click();
      // In the box once the page has hydrated; sent before that, the form's own post brings the page back with it as its flash.
      await expect(page.getByRole("status").filter({ hasText: "Check your inbox: we sent you a link to confirm." })).toBeVisible();

      // The confirmation mail's link: its page changes nothing until the button is pressed.
      await page.goto(await mailedLink(email, "/notify-me/confirm?token="));
      await expect(page.getByRole("heading", { level: 1, name: "Confirm your email" })).toBeVisible();
      await expectNoSeriousViolations(page, "the notify-me confirm page");
      await page.getByRole("button", { name: "Yes, email me when it's back" }).click();
      await expect(page.getByRole("status")).toHaveText("You're on the list. We'll email you once, when it's back in stock.");

      // Staff restock it: the one mail arrives, with the product's link and an unsubscribe link.
      try {
        expect((await changeStock(staff, product.sku, "inStock")).notified).toBeGreaterThanOrEqual(1);
        const back = await mailWithSubject(email, `${product.title} is back in stock`);
        expect(back.links.some((link) => link.endsWith(`/p/${product.slug}`))).toBe(true);
        expect(back.links.some((link) => link.includes("/notify-me/unsubscribe?token="))).toBe(true);
        if (storefront.id === "wa") {
          expect(back.text).toContain("our team will also call you on 0412345678");
          await mailWithSubject("sales-callbacks@storefront.test", `Call back Sam Caller: ${product.title} is back in stock`);
        }
        // Back in stock, the page offers the cart and no longer the box (a page kept for a few seconds may still be on its way out).
        await expect(async () => {
          await page.goto(`/p/${product.slug}`);
          await expect(page.getByText("In stock", { exact: true })).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
        await expect(page.getByRole("region", { name: "Notify me when it's back" })).toHaveCount(0);
      } finally {
        // The product goes back as the seed has it, for the next run and the other journeys.
        await changeStock(staff, product.sku, status);
        await Promise.all([shop.dispose(), staff.dispose()]);
      }
    },
  );
});
