import type { APIRequestContext, Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { SETTINGS_OVERRIDES } from "../settings-overrides";
import { goToCheckout } from "./checkout-steps";
import { afterIdle, expect, hydrated, test } from "./fixtures";

// Issue 20 items 1 and 7: the storefront follows GET /api/settings. The suite's API turns wa's
// PriceMatchEnabled off (SETTINGS_OVERRIDES in playwright.config.ts) while its other product page
// flags stay on as seeded, so one page shows features of flags on and lacks the one turned off.

async function settingsOf(page: Page | APIRequestContext): Promise<Record<string, string>> {
  const request = "request" in page ? page.request : page;
  const answer = (await (await request.get("/api/settings")).json()) as { items: { name: string; value: string }[] };
  return Object.fromEntries(answer.items.map((item) => [item.name, item.value]));
}

test("a flag turned off removes its feature from the product page; the flags on show theirs", forBrands("wa"), async ({ page }) => {
  const settings = await settingsOf(page);
  expect(settings).toMatchObject({
    PriceMatchEnabled: "false",
    PriceHistoryEnabled: "true",
    CrossSellEnabled: "true",
    CallUsNowEnabled: "true",
    ReviewSummariesEnabled: "true",
  });
  // An oven: its cross-sell strip offers cooktops and rangehoods.
  const listing = (await (await page.request.get("/api/listing?type=category&uri=kitchen/ovens&pageSize=24")).json()) as {
    products: { uri: string; stockStatus: string; rating?: number }[];
  };
  const product = listing.products.find((item) => item.stockStatus === "inStock" && item.rating);
  if (!product) throw new Error("wa should sell a rated oven in stock");
  await page.goto(product.uri);
  await hydrated(page);

  await expect(page.getByText(/^Rated [\d.]+ out of 5/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call us now/ })).toHaveAttribute(
    "href",
    `tel:${settings.customerSupportNumber?.replace(/\s/g, "")}`,
  );
  // Below the fold, the price history and the products bought with this one load as the shopper
  // scrolls near them (issue 17 item 3); the strip sits just under the history.
  const history = page.getByRole("region", { name: "Price history" });
  await history.scrollIntoViewIfNeeded();
  await expect(history.getByText("Lowest price")).toBeVisible();
  const crossSell = page.getByRole("region", { name: "You may also need" });
  await expect(crossSell.getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Track my order" })).toHaveAttribute("href", "/account/orders");

  await expect(page.getByRole("complementary", { name: "Price match promise" })).toHaveCount(0);
});

// Issue 20 item 7, both ways with one flag: PriceMatchEnabled is off in wa (SETTINGS_OVERRIDES)
// and on in hc (the seed's value for every storefront that is not trade), so the same product
// page has the promise in one and lacks it in the other.
test("the price match promise follows PriceMatchEnabled: off in wa, on in hc", forBrands("wa", "hc"), async ({ page, storefront }) => {
  const enabled = (await settingsOf(page)).PriceMatchEnabled === "true";
  expect(enabled).toBe(storefront.id === "hc");
  const listing = (await (await page.request.get("/api/listing?type=all&pageSize=1")).json()) as { products: { uri: string }[] };
  const product = listing.products[0];
  if (!product) throw new Error(`${storefront.id} should sell a product`);
  await page.goto(product.uri);
  await hydrated(page);
  // The product page itself is there: the promise's presence alone decides.
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "product");
  await expect(
    page.getByRole("button", { name: "Add to Cart" }).or(page.getByRole("button", { name: "Currently unavailable" })),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Price match promise" })).toHaveCount(enabled ? 1 : 0);
});

// Issue 20 items 1 and 7, the other way: hc's suite API turns off the flags wa keeps on
// (SETTINGS_OVERRIDES), and each feature is gone from hc's pages.
test(
  "flags turned off through the API remove their features: chat, product page features, quick links, compare highlighting",
  forBrands("hc"),
  async ({ page }) => {
    const settings = await settingsOf(page);
    expect(settings).toMatchObject(SETTINGS_OVERRIDES.hc);
    const listing = (await (await page.request.get("/api/listing?type=all&pageSize=24")).json()) as {
      products: { uri: string; sku: string; stockStatus: string; rating?: number }[];
    };
    const product = listing.products.find((item) => item.stockStatus === "inStock" && item.rating) ?? listing.products[0];
    if (!product) throw new Error("hc should sell a product");
    // The chat launcher's code: asked for at the first idle moment after hydration when chat is on.
    const launcherCode: string[] = [];
    page.on("request", (request) => {
      if (/\/ChatLauncher-[^/]+\.js$/.test(new URL(request.url()).pathname)) launcherCode.push(request.url());
    });
    await page.goto(product.uri);
    await hydrated(page);
    await expect(page.locator("main")).toHaveAttribute("data-page-type", "product");
    // The flag left on shows its feature, so the page has loaded its settings-driven parts.
    await expect(page.getByRole("complementary", { name: "Price match promise" })).toBeVisible();
    await expect(page.getByText(/^Rated [\d.]+ out of 5/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Call us now/ })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Price history" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "You may also need" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Shop" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Quick links" })).toHaveCount(0);
    // The chat launcher mounts at the browser's first idle moment after hydration (packages/chat
    // README): once that moment has passed, off, neither it nor its code has come.
    await afterIdle(page);
    expect(launcherCode).toEqual([]);
    await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(0);

    const second = listing.products.find((item) => item.sku !== product.sku);
    await page.goto(`/compare?sku=${[product.sku, second?.sku].filter(Boolean).join("~")}`);
    await hydrated(page);
    await expect(page.getByRole("table", { name: "Specifications" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Highlight differences" })).toHaveCount(0);
  },
);

// Issue 20 item 1: the compare page's three settings, each seen both ways in the server-rendered
// page. As seeded, wa has the page with its reviews row and the highlighting off at first; aol, a
// trade storefront, has no reviews row (ComparePageReviewSummary follows the seed's trade rule);
// the suite starts andoo's highlighting on and turns fk's page off (settings-overrides.ts).
const COMPARE_SETTINGS = {
  wa: { ComparePageEnabled: "true", ComparePageHighlightToggleDefault: "false", ComparePageReviewSummary: "true" },
  aol: { ComparePageEnabled: "true", ComparePageReviewSummary: "false" },
  andoo: { ComparePageEnabled: "true", ComparePageHighlightToggleDefault: "true" },
  fk: { ComparePageEnabled: "false" },
} as const;

test(
  "the compare page follows ComparePageEnabled, ComparePageHighlightToggleDefault and ComparePageReviewSummary",
  forBrands("wa", "aol", "andoo", "fk"),
  async ({ request, storefront }) => {
    const settings = await settingsOf(request);
    expect(settings).toMatchObject(COMPARE_SETTINGS[storefront.id as keyof typeof COMPARE_SETTINGS]);
    const listing = (await (await request.get("/api/listing?type=all&pageSize=2")).json()) as { products: { sku: string }[] };
    const skus = listing.products.map((product) => product.sku);
    expect(skus).toHaveLength(2);
    const response = await request.get(`/compare?sku=${skus.join("~")}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");

    if (settings.ComparePageEnabled === "false") {
      expect(html).toContain("Comparing products is not available at the moment.");
      expect(html).not.toContain('aria-label="Specifications"');
      return;
    }
    expect(html).not.toContain("Comparing products is not available at the moment.");
    expect(html).toContain('aria-label="Specifications"');
    const toggle = /<input type="checkbox"( checked="")?\/>Highlight differences/.exec(html);
    expect(toggle, "the 'Highlight differences' toggle").not.toBeNull();
    expect(Boolean(toggle?.[1])).toBe(settings.ComparePageHighlightToggleDefault === "true");
    // A highlighted row carries the attribute (the page's style sheet names it too, so match the row).
    expect(/<tr[^>]*\sdata-different="true"/.test(html)).toBe(settings.ComparePageHighlightToggleDefault === "true");
    expect(html.includes('<th scope="row">Reviews</th>')).toBe(settings.ComparePageReviewSummary === "true");
  },
);

// Issue 20 item 1: proformaShippingBrands both ways at checkout. The seed lists Ironbark and
// Emberline in wa and hc alike; the suite empties hc's list (settings-overrides.ts). The same
// kind of product, an Ironbark barbecue, is said to come from its supplier in wa and not in hc.
test(
  "the checkout says which brands their supplier delivers, as proformaShippingBrands lists them",
  forBrands("wa", "hc"),
  async ({ page, storefront }) => {
    const listed = (await settingsOf(page)).proformaShippingBrands ?? "";
    expect(listed).toBe(storefront.id === "hc" ? "" : "Ironbark,Emberline");
    const listing = (await (await page.request.get("/api/listing?type=brand&uri=ironbark&pageSize=24")).json()) as {
      products: { uri: string; price: number; stockStatus: string }[];
    };
    const product = listing.products.find((item) => item.stockStatus === "inStock" && item.price > 0);
    if (!product) throw new Error(`${storefront.id} should sell an Ironbark barbecue in stock`);
    await page.goto(product.uri);
    await hydrated(page);
    // As in catalogue.spec.ts: a click during the page's reads right after hydration was lost in
    // full-suite runs (twice, never alone); the page settles first (issue 17 follows it up).
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    await goToCheckout(page);

    const delivery = page.getByRole("region", { name: "Delivery date" });
    await expect(delivery.getByText("Choose your suburb to see the delivery dates.")).toBeVisible();
    await expect(
      delivery.getByText("Ironbark is delivered by the supplier, so delivery dates start from the supplier's first free delivery day."),
    ).toHaveCount(listed ? 1 : 0);
  },
);
