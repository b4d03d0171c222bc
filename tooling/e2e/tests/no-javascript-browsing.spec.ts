import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 40 items 2 and 6 (ARCHITECTURE.md decision 11): a shopper without JavaScript searches,
// sorts, filters and pages through a listing with the server's HTML alone. The no-js projects run
// this file with JavaScript off (playwright.config.ts), in the sample brands.

/** A search term with products in every storefront's range. */
const TERM = "table";

interface CategoryTree {
  items: { name: string; uri: string; subCategories: { name: string; uri: string }[] }[];
}

async function categories(request: APIRequestContext): Promise<CategoryTree["items"]> {
  return ((await (await request.get("/api/categories")).json()) as CategoryTree).items;
}

/** The prices of the product cards on the page, in order ('LOG IN FOR PRICE' cards have none). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole("list", { name: "Products" })
    .locator("article")
    .evaluateAll((cards) =>
      cards.map((card) => /\$([\d,]+(?:\.\d+)?)/.exec((card.textContent ?? "").replace(/(save|rrp)\s*\$[\d,.]+/gi, ""))?.[1] ?? ""),
    );
  return texts.filter(Boolean).map((text) => Number(text.replace(/,/g, "")));
}

test.describe("without JavaScript", () => {
  test("the page has no script running: the shell never marks it hydrated", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("search", { name: "Site search" }).first()).toBeVisible();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  });

  test("the search box's Enter goes to the results page", async ({ page }) => {
    await page.goto("/stores");
    const search = page.getByRole("search", { name: "Site search" }).first();
    await search.getByRole("combobox", { name: "Search" }).fill(`  ${TERM}  `);
    await search.getByRole("combobox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search/${TERM}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Search results for ‘${TERM}’` })).toBeVisible();
    await expect(page.getByRole("list", { name: "Products" }).locator("article").first()).toBeVisible();
  });

  test("the search button goes where the search service says: a category's name to its page", async ({ page, request }) => {
    const sub = (await categories(request)).flatMap((top) => top.subCategories)[0];
    if (!sub) throw new Error("the storefront should have a category with types");
    await page.goto("/");
    const search = page.getByRole("search", { name: "Site search" }).first();
    await search.getByRole("combobox", { name: "Search" }).fill(sub.name);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`${sub.uri}$`));
    await expect(page.getByRole("heading", { level: 1, name: sub.name })).toBeVisible();
  });

  test("a category sorts by price with the Sort button", async ({ page, request }) => {
    const category = (await categories(request))[0]?.uri ?? "/products";
    await page.goto(category);
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    // The address the hydrated page would navigate to: the loader writes the form's answer so.
    await expect(page).toHaveURL(new RegExp(`${category}\\?sort=price-asc$`));
    await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
    const prices = await cardPrices(page);
    // Trade storefronts show 'LOG IN FOR PRICE' to signed-out shoppers: no prices to compare there.
    if (prices.length > 1) expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("a category filters by brand with Apply filters, and a chip removes the filter", async ({ page, request }) => {
    const category = (await categories(request))[0]?.uri ?? "/products";
    await page.goto(`${category}?sort=name`);
    const filters = page.getByRole("complementary", { name: "Filters" });
    const brand = filters.getByRole("group", { name: "Brand" }).getByRole("checkbox").first();
    const value = (await brand.getAttribute("value")) ?? "";
    const label = (await brand.locator("xpath=..").textContent())?.replace(/\d+\s*products?$/, "").trim() ?? "";
    await brand.check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    // The filters, then the sort: the one address of the listing.
    await expect(page).toHaveURL(new RegExp(`${category}\\?brand=${value}&sort=name$`));
    await expect(filters.getByRole("group", { name: "Brand" }).getByRole("checkbox", { name: new RegExp(`^${label}`) })).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("name");

    await page.getByRole("link", { name: `Remove filter ${label}` }).click();
    await expect(page).toHaveURL(new RegExp(`${category}\\?sort=name$`));
    await expect(page.getByRole("link", { name: `Remove filter ${label}` })).toHaveCount(0);
  });

  test("on a phone, the Filters link opens the filters", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const category = (await categories(request))[0]?.uri ?? "/products";
    await page.goto(category);
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters).toBeHidden();
    await page.getByRole("link", { name: /^Filters/ }).click();
    await expect(filters).toBeVisible();
    await expect(filters.getByRole("button", { name: "Apply filters" })).toBeVisible();
  });

  test("every product's pages are links: page 2, and back with Previous", async ({ page }) => {
    await page.goto("/products");
    const pages = page.getByRole("navigation", { name: "Product pages" });
    await pages.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  });
});
