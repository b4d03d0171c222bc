import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { registerOnThePage } from "./accounts";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 45 item 3: where dealsClubEnabled is on (seeded for wa and andoo), the listing and the
 * product page show a product's deals club price; a signed-in customer joins the club from the
 * product's 'Join free' link, sees the price as theirs, and the cart charges it.
 */

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious, `axe on ${what}`).toEqual([]);
}

test("join the deals club from a product and pay its member price in the cart", forBrands("wa", "andoo"), async ({ page, storefront }) => {
  test.slow();
  // A customer of its own, signed in on the login page.
  const email = `deals-${storefront.id}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerOnThePage(page, { email, password: "Sandbox-pass-1", firstName: "Dana", lastName: "Deals", phone: "0412 345 678" });
  await page.goto("/account/login");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Sandbox-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });

  // The listing marks the products with a member offer; the first in stock is the one to buy.
  await page.goto("/products");
  await hydrated(page);
  const offers = page.getByRole("article").filter({ hasText: "Deals club price" }).filter({ hasText: "In stock" });
  await expect(offers.first()).toBeVisible();
  const card = offers.first();
  const memberPrice = (await card.getByText("Deals club price").locator("xpath=..").locator("strong").textContent())?.trim() ?? "";
  expect(memberPrice).toMatch(/^\$[\d,]+(\.\d{2})?$/);
  await card.getByRole("heading").getByRole("link").click();
  await hydrated(page);

  const price = page.getByLabel("Price", { exact: true });
  await expect(price).toContainText(`Deals club price${memberPrice}`);
  await price.getByRole("link", { name: "Join free to pay the deals club price" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deals club" })).toBeVisible();
  await hydrated(page);
  await expectNoSeriousViolations(page, "the deals club page");
  await page.getByRole("button", { name: "Join the deals club" }).click();
  await expect(page.getByRole("status")).toContainText("Welcome to the deals club.");

  await page.goBack();
  await hydrated(page);
  await expect(page.getByLabel("Price", { exact: true })).toContainText(`Your deals club price${memberPrice}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  await page.getByRole("button", { name: "Cart, 1 item" }).click();
  const cart = page.getByRole("region", { name: "Your cart" });
  await expect(cart.getByRole("list", { name: "Cart items" })).toContainText(`Your deals club price${memberPrice}`);
  await expect(cart.getByText("Order total").locator("xpath=..")).toContainText(memberPrice);
});
