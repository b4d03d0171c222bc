import type { APIRequestContext, Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expect, test } from "./fixtures";
import { everyTryCounts, historyLength, isHydrated, openAtFirstPaint, OUTCOME_TIMEOUT } from "./first-paint";

// Issue 40 items 3 and 6: a sort or a search made at first paint, on a CPU four times slower, is
// never lost and never applied twice. The listing and the search bar are the same code in every
// brand: the tries run in one (the budget: tooling/e2e/README.md).

/** How many times each journey is tried, each on a fresh page. */
const TRIES = 20;
/** A search term with products in every storefront's range. */
const TERM = "table";

/** The first category of this storefront. */
async function firstCategory(request: APIRequestContext): Promise<string> {
  const tree = (await (await request.get("/api/categories")).json()) as { items: { uri: string }[] };
  return tree.items[0]?.uri ?? "/products";
}

const searchField = (page: Page) => page.getByRole("search", { name: "Site search" }).first().getByRole("combobox", { name: "Search" });

test.describe("at first paint, on a CPU four times slower", forBrands("wa"), () => {
  // Twenty fresh pages on a throttled CPU each: minutes, not the usual seconds; the three journeys
  // share the workers instead of queueing in one.
  test.describe.configure({ mode: "parallel", timeout: 600_000 });

  test("a sort picked as soon as it shows sorts the listing, once", async ({ browser, baseURL, request }) => {
    const category = await firstCategory(request);
    let entries = 0;
    const { beforeHydration, seconds } = await everyTryCounts(
      { browser, baseURL: baseURL ?? "", tries: TRIES },
      async (page) => {
        await openAtFirstPaint(page, category);
        entries = await historyLength(page);
        await page.getByLabel("Sort by").selectOption("price-asc");
        return isHydrated(page);
      },
      async (page) => {
        await expect(page).toHaveURL(/[?&]sort=price-asc$/, { timeout: OUTCOME_TIMEOUT });
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: OUTCOME_TIMEOUT });
        await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
        await expect(page.getByRole("list", { name: "Products" })).not.toHaveAttribute("aria-busy", "true");
        // One entry more, the sorted listing: the choice was applied once.
        expect(await historyLength(page)).toBe(entries + 1);
      },
    );
    test.info().annotations.push({ type: "sorted before hydration", description: `${beforeHydration} of ${TRIES} tries, ${seconds} s` });
  });

  test("text typed into the search box as soon as it shows gets its suggestions", async ({ browser, baseURL }) => {
    const { beforeHydration, seconds } = await everyTryCounts(
      { browser, baseURL: baseURL ?? "", tries: TRIES },
      async (page) => {
        await openAtFirstPaint(page, "/stores");
        await searchField(page).pressSequentially(TERM);
        return isHydrated(page);
      },
      async (page) => {
        const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
        await expect(suggestions.getByRole("option", { name: TERM, exact: true })).toBeVisible({ timeout: OUTCOME_TIMEOUT });
        await expect(searchField(page)).toHaveValue(TERM);
        await expect(searchField(page)).toHaveAttribute("aria-controls", (await suggestions.getAttribute("id")) ?? "");
      },
    );
    test.info().annotations.push({ type: "typed before hydration", description: `${beforeHydration} of ${TRIES} tries, ${seconds} s` });
  });

  test("a search submitted with Enter as soon as the box shows reaches the results page, once", async ({ browser, baseURL }) => {
    let entries = 0;
    const { beforeHydration, seconds } = await everyTryCounts(
      { browser, baseURL: baseURL ?? "", tries: TRIES },
      async (page) => {
        await openAtFirstPaint(page, "/stores");
        entries = await historyLength(page);
        await searchField(page).pressSequentially(TERM);
        await searchField(page).press("Enter");
        return isHydrated(page);
      },
      async (page) => {
        await expect(page).toHaveURL(new RegExp(`/search/${TERM}$`), { timeout: OUTCOME_TIMEOUT });
        await expect(page.getByRole("heading", { level: 1, name: `Search results for ‘${TERM}’` })).toBeVisible();
        // One entry more, the results: the search form's redirect added none of its own.
        expect(await historyLength(page)).toBe(entries + 1);
      },
    );
    test.info().annotations.push({ type: "submitted before hydration", description: `${beforeHydration} of ${TRIES} tries, ${seconds} s` });
  });
});
