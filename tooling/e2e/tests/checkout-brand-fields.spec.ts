import { forBrands } from "../brand-coverage";
import {
  TEST_CARDS,
  availableDays,
  openCalendar,
  chooseSuburb,
  currentCartId,
  deliveryRegion,
  expectConfirmation,
  fillCheckoutUpToPayment,
  orderLookup,
  payByCard,
  shopperFor,
  startCheckout,
  suburbField,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

// A whole purchase through the real API and payment sandbox, with axe runs in some: on CI's two
// shared cores it can pass a minute, so these journeys get three times the default time.
test.slow();

// The checkout fields only some brands have (BRANDS.md, BrandConfig checkout flags).

// aol: purchaseOrderField and lastNameMaxLength 29 (spec 2 §5 'a variant allows 29').
test(
  "a trade shopper's purchase-order number and 29-character last name reach the order",
  forBrands("aol"),
  async ({ page, storefront }) => {
    const shopper = shopperFor(storefront, { lastName: "Featherstonehaugh-Worthington", poNumber: "PO-2026 (77)" });
    const productTitle = await startCheckout(page);
    await expect(deliveryRegion(page).getByRole("textbox", { name: "Purchase order number (optional)" })).toBeVisible();
    const { deliveryDay, total } = await fillCheckoutUpToPayment(page, shopper);
    const cartId = await currentCartId(page);
    await payByCard(page, TEST_CARDS.approved);

    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
    await expectConfirmation(page, { productTitle, deliveryDay, total, shopper, card: "Visa ending in 1111" });
    // The confirmation page shows no purchase-order number: the order as the API answers it, with this session's cookies.
    const lookup = await orderLookup(page, cartId);
    expect(lookup.status()).toBe(200);
    expect(await lookup.json()).toMatchObject({ poNumber: shopper.poNumber, deliveryAddress: { lastName: shopper.lastName } });
  },
);

// aol-nz: suburbAndPostcodeAsOneField, validateState false.
test(
  "the NZ suburb and postcode are one typeahead field that fills both and finds delivery dates",
  forBrands("aol-nz"),
  async ({ page, storefront }) => {
    const shopper = shopperFor(storefront);
    await startCheckout(page);
    const delivery = deliveryRegion(page);
    await expect(delivery.getByRole("combobox", { name: "Suburb and postcode" })).toBeVisible();
    await expect(delivery.getByRole("textbox", { name: /^State/ })).toHaveCount(0);
    await expect(delivery.getByRole("textbox", { name: /^Postcode/ })).toHaveCount(0);

    await chooseSuburb(page, shopper);
    await expect(suburbField(page)).toHaveValue(/^PONSONBY\b.*\b1011$/);
    await openCalendar(page);
    await expect(availableDays(page).first()).toBeVisible();

    // Typing again undoes the choice: no postcode, so no calendar until a suggestion is chosen.
    await suburbField(page).pressSequentially("x");
    await expect(page.getByRole("grid")).toBeHidden();
    await expect(page.getByText("Choose your suburb to see the delivery dates.")).toBeVisible();
  },
);
