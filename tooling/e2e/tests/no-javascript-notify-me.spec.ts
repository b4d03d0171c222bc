import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mailedLink } from "./inbox";

// Issue 45 item 1 without JavaScript (the no-js projects run this file with JavaScript off): the
// notify-me box posts to the product page's action, and the mailed link's button posts to its
// page's action, which answers with the page.

async function productThatCannotBeBought(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  for (let page = 1; page <= 30; page++) {
    const listing = (await (await request.get(`/api/listing?type=all&pageSize=96&page=${page}`)).json()) as {
      products: { slug: string; title: string; stockStatus: string }[];
    };
    const found = listing.products.find((product) => product.stockStatus === "noStock" || product.stockStatus === "backOrder");
    if (found) return found;
  }
  throw new Error("no product out of stock or on back order in the listing");
}

test.describe("without JavaScript", () => {
  test("a shopper asks to hear when a product is back and confirms by the mailed link's button", async ({ page, storefront }) => {
    const product = await productThatCannotBeBought(page.request);
    const email = `notify-nojs-${storefront.id}-${Date.now()}@example.com`;
    await page.goto(`/p/${product.slug}`);
    const box = page.getByRole("region", { name: "Notify me when it's back" });
    await box.getByRole("textbox", { name: "Email" }).fill(email);
    await box.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your inbox: we sent you a link to confirm." })).toBeVisible();

    await page.goto(await mailedLink(email, "/notify-me/confirm?token="));
    await page.getByRole("button", { name: "Yes, email me when it's back" }).click();
    await expect(page.getByRole("status")).toHaveText("You're on the list. We'll email you once, when it's back in stock.");
    await expect(page.getByRole("link", { name: `See ${product.title}` })).toHaveAttribute("href", `/p/${product.slug}`);
  });
});
