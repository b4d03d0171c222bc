import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expect, test } from "./fixtures";

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
}

/** A product in stock with a price, put in the cart from its page. */
async function addAProductToTheCart(page: Page) {
  const listing = (await (await page.request.get("/api/listing?type=all&pageSize=96")).json()) as {
    products: { uri: string; price: number; stockStatus: string }[];
  };
  const product = listing.products.find((item) => item.stockStatus === "inStock" && item.price > 0);
  if (!product) throw new Error("the storefront should sell a product in stock with a price");
  await page.goto(product.uri);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
}

// One journey in the main retail brand: the card path end to end, on the real API and the card
// gateway sandbox (test card 4111 1111 1111 1111 approves).
test("a shopper buys with a card: product, cart, checkout, delivery date, confirmation", forBrands("wa"), async ({ page }) => {
  await addAProductToTheCart(page);
  await page.getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole("region", { name: "Your cart" }).getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await expect(page).toHaveTitle(/^Checkout \| /);
  await hydrated(page);

  await page.getByRole("textbox", { name: /^Email/ }).fill("jane.e2e@example.com");
  await page.getByRole("textbox", { name: /^Phone number/ }).fill("0412345678");
  const delivery = page.getByRole("region", { name: "Delivery address" });
  await delivery.getByRole("textbox", { name: /^First name/ }).fill("Jane");
  await delivery.getByRole("textbox", { name: /^Last name/ }).fill("Citizen");
  await delivery.getByRole("textbox", { name: /^Address/ }).fill("1 Collins St");
  await delivery.getByRole("combobox", { name: "Suburb" }).fill("Melbourne");
  // Chosen by keyboard, as the combobox pattern allows: the first suggestion is MELBOURNE VIC 3000.
  await expect(page.getByRole("option", { name: /^MELBOURNE VIC 3000$/i }).first()).toBeVisible();
  await delivery.getByRole("combobox", { name: "Suburb" }).press("ArrowDown");
  await delivery.getByRole("combobox", { name: "Suburb" }).press("Enter");
  await expect(delivery.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");

  const calendar = page.getByRole("grid");
  await expect(calendar).toBeVisible();
  await calendar.locator('button[aria-disabled="false"]').first().click();
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  await expect(summary.getByText(/^(Same Day )?Delivery$/)).toBeVisible();
  const total = (await summary.getByText("Order Total").locator("xpath=following-sibling::dd[1]").textContent()) ?? "";

  await page.getByRole("textbox", { name: /^Name on card/ }).fill("Jane Citizen");
  await page.getByRole("textbox", { name: /^Card number/ }).fill("4111111111111111");
  await page.getByRole("textbox", { name: /^Expiry date/ }).fill("03 / 2031");
  await page.getByRole("textbox", { name: /^CVV/ }).fill("737");
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText("Visa ending in 1111")).toBeVisible();
  await expect(page.getByText("Order Total", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(total);
  // The order closed the cart, and a reload shows the same order.
  await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Visa ending in 1111")).toBeVisible();
});
