import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expectNoAxeViolations } from "./axe";
import {
  activate,
  chooseFirstDeliveryDate,
  fillContactAndAddress,
  goToCheckout,
  hydrated,
  orderSummary,
  shopperFor,
  type Input,
  type ListedProduct,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

type Storefront = Parameters<typeof shopperFor>[0];

// The checkout's product swap (issue 45 item 6, setting CheckoutExpandedProductSwapEnabled: on in
// andoo's seed, off in wa's): a line the address cannot get, alternatives by it, a swap in place.
test.slow();

/** Hobart: the suppliers of the proforma brands do not deliver to TAS (apps/api README, supplier availability). */
const inHobart = (storefront: Storefront) =>
  shopperFor(storefront, { address: "1 Macquarie St", suburbQuery: "Hobart", suburbOption: /^HOBART TAS 7000$/i, postcode: "7000" });

/** A barbecue of a proforma brand (the seed's proformaShippingBrands: Ironbark, Emberline), in stock with a price. */
async function aSupplierBarbecue(page: Page): Promise<ListedProduct> {
  for (const brand of ["Ironbark", "Emberline"]) {
    const listing = (await (await page.request.get(`/api/listing?type=search&searchTerm=${brand}&pageSize=96`)).json()) as {
      products: ListedProduct[];
    };
    const found = listing.products.find((p) => p.title.startsWith(`${brand} `) && p.stockStatus === "inStock" && p.price > 0);
    if (found) return found;
  }
  throw new Error("the storefront should sell an Ironbark or Emberline barbecue");
}

async function toCheckoutInHobart(page: Page, storefront: Storefront): Promise<ListedProduct> {
  const barbecue = await aSupplierBarbecue(page);
  await page.goto(barbecue.uri);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  await goToCheckout(page);
  await fillContactAndAddress(page, inHobart(storefront), "mouse");
  return barbecue;
}

const calendarRegion = (page: Page) => page.getByRole("region", { name: "Delivery date" });

for (const input of ["mouse", "keyboard"] as const satisfies readonly Input[]) {
  test(
    `andoo offers deliverable alternatives for a line its supplier cannot bring to Hobart, and swaps one in (${input})`,
    forBrands("andoo"),
    async ({ page, storefront }) => {
      const barbecue = await toCheckoutInHobart(page, storefront);
      const calendar = calendarRegion(page);
      // spec 2 §3 supplierErrors: the brand's supplier says it cannot deliver to Hobart.
      await expect(calendar.getByRole("alert").filter({ hasText: "can't deliver to HOBART TAS 7000" })).toBeVisible();
      const swaps = calendar.getByRole("group", { name: "Swap for something we can deliver" });
      const line = swaps.getByRole("group", { name: `Instead of ${barbecue.title}` });
      await expect(line).toContainText(`${barbecue.title} can't be delivered to HOBART by its supplier.`);
      const buttons = line.getByRole("button", { name: /^Swap for / });
      await expect(buttons.first()).toBeVisible();
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
      await expectNoAxeViolations(page, "the product swap", 'section[aria-labelledby="checkout-calendar-heading"]');

      const choice = buttons.first();
      const chosenTitle = ((await choice.getAttribute("aria-label")) ?? "").replace(/^Swap for /, "");
      await activate(choice, input);

      await expect(calendar.getByText(`${barbecue.title} was swapped for ${chosenTitle}.`)).toBeVisible();
      await expect(swaps).toHaveCount(0);
      await expect(calendar.getByRole("alert")).toHaveCount(0);
      await expect(orderSummary(page).getByText(chosenTitle, { exact: true })).toBeVisible();
      await expect(orderSummary(page).getByText(barbecue.title, { exact: true })).toHaveCount(0);
      // The blocking message is gone: the calendar offers a day for the new product.
      await chooseFirstDeliveryDate(page);
    },
  );
}

test("wa, with the flag off, offers no swap and its API refuses one", forBrands("wa"), async ({ page, storefront }) => {
  await toCheckoutInHobart(page, storefront);
  await chooseFirstDeliveryDate(page);
  await expect(page.getByRole("group", { name: "Swap for something we can deliver" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Swap for / })).toHaveCount(0);
  const cart = (await (await page.request.get("/api/cart/")).json()) as { products: { productCode: string }[] };
  const refused = await page.request.post("/api/cart/swap", {
    data: { productCode: cart.products[0]?.productCode, sku: "ANY-1", suburb: "HOBART", state: "TAS", postcode: "7000" },
  });
  expect(refused.status()).toBe(404);
});
