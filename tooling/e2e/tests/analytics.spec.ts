import type { Page, Request } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { TEST_CARDS, checkoutUpToPayment, payByCard, shopperFor } from "./checkout-steps";
import { expect, test } from "./fixtures";

// Issue 20 item 5 (spec 1 §3, §7; spec 3 §3): a shopper's search, product click, add to cart and
// order reach POST /api/analytics/search with this visit's repeat-user flag. The journey watches the
// real requests to the real API; nothing is routed or mocked. The events read no brand flag or
// theme, so one brand runs it (README, "Which brands run a journey").

/** A search term with products in every storefront's range. */
const TERM = "table";

interface AnalyticsEvent {
  analyticsEventType: string;
  query?: string;
  productList?: string[];
  url?: string;
  isRepeatUser?: boolean;
}

/** The next analytics event of `type` the page posts (observed, never answered by the test). */
function nextEvent(page: Page, type: string): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.method() === "POST" &&
      new URL(request.url()).pathname === "/api/analytics/search" &&
      (request.postDataJSON() as AnalyticsEvent | null)?.analyticsEventType === type,
  );
}

const bodyOf = (request: Request) => request.postDataJSON() as AnalyticsEvent;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test(
  "a shopper's search, product click and add to cart are tracked, and the next visit is a repeat user's",
  forBrands("wa"),
  async ({ page, context, browser, storefront }) => {
    // First visit: its 'visit' event from the landing page (issue 45 item 11), then search from the bar.
    const visited = nextEvent(page, "visit");
    await open(page, "/");
    expect(bodyOf(await visited)).toEqual({ analyticsEventType: "visit", url: "/", isRepeatUser: false });
    const searched = nextEvent(page, "search");
    const input = page.getByRole("search", { name: "Site search" }).first().getByRole("combobox", { name: "Search" });
    await input.fill(TERM);
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search/${TERM}$`));
    const search = bodyOf(await searched);
    expect(search).toMatchObject({ analyticsEventType: "search", query: TERM, url: `/search/${TERM}`, isRepeatUser: false });
    expect(search.productList?.length).toBeGreaterThan(0);

    // Click a product in stock in the results.
    const results = page.getByRole("list", { name: "Products" });
    const card = results.locator("li[data-sku]").filter({ hasText: "In stock" }).first();
    const sku = await card.getAttribute("data-sku");
    expect(search.productList).toContain(sku);
    const clicked = nextEvent(page, "productClick");
    await card.getByRole("heading").getByRole("link").click();
    expect(bodyOf(await clicked)).toEqual({
      analyticsEventType: "productClick",
      query: TERM,
      productList: [sku],
      url: `/search/${TERM}`,
      isRepeatUser: false,
    });

    // Add it to the cart on its page.
    await expect(page.locator("main")).toHaveAttribute("data-page-type", "product");
    const added = nextEvent(page, "productAddToCart");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    const addToCart = bodyOf(await added);
    expect(addToCart).toMatchObject({ analyticsEventType: "productAddToCart", productList: [sku], isRepeatUser: false });
    expect(addToCart.url).toBe(new URL(page.url()).pathname);

    // A later visit: a new browser session with the same local storage (the session's answer is gone).
    const later = await browser.newContext({ storageState: await context.storageState(), baseURL: `http://127.0.0.1:${storefront.port}` });
    try {
      const next = await later.newPage();
      const again = nextEvent(next, "search");
      await open(next, `/search/${TERM}`);
      expect(bodyOf(await again)).toMatchObject({ analyticsEventType: "search", query: TERM, isRepeatUser: true });
    } finally {
      await later.close();
    }
  },
);

test(
  "a placed order is reported once: productOrder with its SKU and the purchase in the countryCode's currency",
  forBrands("wa"),
  async ({ page, storefront }) => {
    // A whole card purchase through the real API and payment sandbox (as checkout-card.spec.ts).
    test.slow();
    await checkoutUpToPayment(page, shopperFor(storefront));
    const ordered = nextEvent(page, "productOrder");
    await payByCard(page, TEST_CARDS.approved);
    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
    const order = bodyOf(await ordered);
    expect(order).toMatchObject({ analyticsEventType: "productOrder", url: "/customer/confirmation", isRepeatUser: false });
    expect(order.productList).toHaveLength(1);

    // wa's countryCode setting is AU: the ecommerce purchase names AUD, with tax at 10 percent of revenue.
    const settings = (await (await page.request.get("/api/settings")).json()) as { items: { name: string; value: string }[] };
    expect(settings.items.find((item) => item.name === "countryCode")?.value).toBe("AU");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
    const purchases = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === "purchase"),
      );
    await expect.poll(purchases).toHaveLength(1);
    const [purchase] = (await purchases()) as {
      ecommerce: { currency: string; value: number; tax: number; items: { item_id: string }[] };
    }[];
    expect(purchase?.ecommerce.currency).toBe("AUD");
    expect(purchase?.ecommerce.tax).toBeCloseTo((purchase?.ecommerce.value ?? 0) * 0.1, 2);
    expect(purchase?.ecommerce.items.map((item) => item.item_id)).toEqual(order.productList);

    // A reload of the confirmation counts no second sale.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // React runs the effects of the shown order before the next frame is done.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await purchases()).toHaveLength(0);
  },
);
