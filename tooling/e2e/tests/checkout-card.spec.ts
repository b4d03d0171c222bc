import { everyBrand } from "../brand-coverage";
import { TEST_CARDS, checkoutUpToPayment, expectConfirmation, payByCard, shopperFor } from "./checkout-steps";
import { expect, test } from "./fixtures";

// A whole purchase through the real API and payment sandbox, with axe runs in some: on CI's two
// shared cores it can pass a minute, so these journeys get three times the default time.
test.slow();

// Issue 12 item 8: the card path end to end on the real API and the payment sandbox. Every brand
// runs it, because each brand's checkout form differs by its BrandConfig checkout flags (BRANDS.md):
// aol's login-only prices and purchase-order field, aol-nz's one suburb-and-postcode field without
// a state, andoo's supplier delivery lines, hc's delivery-unavailable message. The shopper uses a
// mouse: the suburb suggestion is clicked (issue 40: a clicked suburb emptied itself once the
// pointer moved on, in wa, aol-nz, andoo and fk), as the delivery day and Place Order are.
test(
  "a shopper buys with an approved card: product, cart, checkout, delivery date, confirmation",
  everyBrand,
  async ({ page, storefront }) => {
    const shopper = shopperFor(storefront);
    const { productTitle, deliveryDay, total } = await checkoutUpToPayment(page, shopper, "mouse");
    await payByCard(page, TEST_CARDS.approved);

    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
    const order = { productTitle, deliveryDay, total, shopper, card: "Visa ending in 1111" };
    await expectConfirmation(page, order);
    // Issue 20 item 1: the sale reported to the data layer is in the currency of the storefront's
    // countryCode setting (AU in the seed of the Australian storefronts, NZ in aol-nz's).
    const settings = (await (await page.request.get("/api/settings")).json()) as { items: { name: string; value: string }[] };
    expect(settings.items.find((item) => item.name === "countryCode")?.value).toBe(storefront.country);
    const currencies = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { currency?: string } }[] }).dataLayer ?? [])
          .filter((entry) => entry.event === "purchase")
          .map((entry) => entry.ecommerce?.currency),
      );
    await expect.poll(currencies).toEqual([storefront.country === "NZ" ? "NZD" : "AUD"]);
    // The order closed the cart, and a reload shows the same order.
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    await page.reload();
    await expectConfirmation(page, order);
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
  },
);
