import type { APIRequestContext, Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expect, test } from "./fixtures";
import { everyTryCounts, isHydrated, openAtFirstPaint, OUTCOME_TIMEOUT } from "./first-paint";

/**
 * No click is lost while the page hydrates (issue 40 items 3 and 6): Add to Cart and the compare
 * ticks, used at first paint on a CPU slowed four times, twenty times each in a fresh browser
 * session. A click either completes through the browser's own form post (and the page comes back
 * saying so) or through the hydrated page; the API's cart and compare list then hold exactly what
 * was asked, never less and never twice. The same in every brand: one is enough.
 */

/** How many times each journey is tried, each on a fresh page. */
const TRIES = 20;

interface ListedProduct {
  uri: string;
  title: string;
  sku: string;
  price: number;
  stockStatus: string;
}

interface CartAnswer {
  products: { sku: string; quantity: number }[];
}

interface CompareAnswer {
  products: { sku: string }[];
}

async function productInStock(request: APIRequestContext): Promise<ListedProduct> {
  const listing = (await (await request.get("/api/listing?type=all&pageSize=96")).json()) as { products: ListedProduct[] };
  const product = listing.products.find((item) => item.stockStatus === "inStock" && item.price > 0);
  if (!product) throw new Error("the storefront should sell a product in stock with a price");
  return product;
}

/** What the page's own session holds (its cookies), asked of the API. */
async function sessionAnswer<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(path)).json()) as T;
}

test.describe("at first paint, on a CPU four times slower", forBrands("wa"), () => {
  // Twenty fresh pages on a throttled CPU each: minutes, not the usual seconds; the journeys share
  // the workers instead of queueing in one.
  test.describe.configure({ mode: "parallel", timeout: 600_000 });

  test("Add to Cart clicked as soon as it shows adds the line, once", async ({ browser, baseURL, request }) => {
    const product = await productInStock(request);
    const { beforeHydration, seconds } = await everyTryCounts(
      { browser, baseURL: baseURL ?? "", tries: TRIES },
      async (page) => {
        await openAtFirstPaint(page, product.uri);
        await page.getByRole("button", { name: "Add to Cart" }).click();
        return isHydrated(page);
      },
      async (page) => {
        await expect(page.getByText("Added to your cart.").first()).toBeVisible({ timeout: OUTCOME_TIMEOUT });
        const cart = await sessionAnswer<CartAnswer>(page, "/api/cart/");
        expect(cart.products.find((line) => line.sku === product.sku)?.quantity ?? 0, "the line's quantity").toBe(1);
      },
    );
    test.info().annotations.push({ type: "added before hydration", description: `${beforeHydration} of ${TRIES} tries, ${seconds} s` });
  });

  test("four compare ticks as soon as they show give three compared and 'Too many products'", async ({ browser, baseURL }) => {
    const { beforeHydration, seconds } = await everyTryCounts(
      { browser, baseURL: baseURL ?? "", tries: TRIES },
      async (page) => {
        await openAtFirstPaint(page, "/search/table");
        const ticks = page.getByRole("checkbox", { name: /^Add to Compare: / });
        await ticks.nth(0).click();
        const hydrated = await isHydrated(page);
        // As a person would: each tick shows before the next one is ticked.
        await expect(ticks.nth(0)).toBeChecked({ timeout: OUTCOME_TIMEOUT });
        for (let index = 1; index < 3; index += 1) {
          await ticks.nth(index).click();
          await expect(ticks.nth(index)).toBeChecked({ timeout: OUTCOME_TIMEOUT });
        }
        await ticks.nth(3).click();
        return hydrated;
      },
      async (page) => {
        // The dialog once hydrated; the same heading and text in the page after a post without it.
        await expect(
          page.getByRole("dialog", { name: "Too many products" }).or(page.getByRole("alert").filter({ hasText: "Too many products" })),
        ).toBeVisible({ timeout: OUTCOME_TIMEOUT });
        await expect(page.getByRole("checkbox", { name: /^Add to Compare: / }).nth(3)).not.toBeChecked();
        const list = await sessionAnswer<CompareAnswer>(page, "/api/compare");
        expect(list.products, "the compared products").toHaveLength(3);
      },
    );
    test.info().annotations.push({ type: "ticked before hydration", description: `${beforeHydration} of ${TRIES} tries, ${seconds} s` });
  });
});
