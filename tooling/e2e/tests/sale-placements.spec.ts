import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

// Issue 45 item 9 (spec 3 §3): the seeded sale's placements against the real API. The placements
// read no brand flag or theme beyond the colours axe checks, so the sample brands run it.

interface SaleAnswer {
  isSaleOn: boolean;
  name: string;
  message: string;
  url: string;
}

test("the sale's header banner and navigation icon are in the first HTML, and the shopper reaches the sale and its category badge with the mouse", async ({
  page,
}) => {
  const sale = (await (await page.request.get("/api/promotion/sale")).json()) as SaleAnswer;
  expect(sale.isSaleOn).toBe(true);

  // Before hydration: the root loader's sale is in the server HTML.
  await page.goto("/brands");
  const banner = page.getByRole("link", { name: `${sale.name}: ${sale.message}` });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("href", sale.url);
  const mainNav = page.getByRole("navigation", { name: "Main" });
  const saleItem = mainNav.getByRole("link", { name: sale.name, exact: true });
  await expect(saleItem).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page, "the sale's header banner", '[data-shell-slot="sale-header-banner"]');
  await expectNoAxeViolations(page, "the main navigation with the sale", 'nav[aria-label="Main"]');

  // A category from the navigation: the badge beside its heading.
  const category = await mainNav.getByRole("link").first().getAttribute("href");
  expect(category).toMatch(/^\/c\//);
  await page.goto(category ?? "/");
  await hydrated(page);
  const badge = page.getByRole("main").getByRole("link", { name: `${sale.name}: shop the sale` });
  await expect(badge).toBeVisible();
  await expectNoAxeViolations(page, "the category heading with the sale's badge", "main header");

  // The shopper clicks the badge: the sale's page.
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`${sale.url}$`));
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "sale");

  // And back through the navigation's sale item, with the mouse, from another page.
  await page.goto("/brands");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: sale.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${sale.url}$`));
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "sale");
});
