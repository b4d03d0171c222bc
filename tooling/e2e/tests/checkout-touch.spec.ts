import { forBrands } from "../brand-coverage";
import {
  TEST_CARDS,
  chooseFirstDeliveryDate,
  expectConfirmation,
  fillContactAndAddress,
  payByCard,
  shopperFor,
  startCheckout,
  summaryAmount,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

// Issue 40 item 6: a shopper on a touch phone (390 × 844, as an iPhone 14 reports it) taps every
// button and choice: Add to Cart, the cart, the suburb suggestion, the delivery day and Place
// Order. Taps read no brand flag, so one brand is enough (README "Which brands run a journey").
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// A whole purchase through the real API and the payment sandbox: three times the default time.
test.slow();

test(
  "a shopper on a touch phone buys with an approved card, tapping from product page to confirmation",
  forBrands("wa"),
  async ({ page, storefront }) => {
    const shopper = shopperFor(storefront, { email: "touch.phone@example.com" });
    const productTitle = await startCheckout(page, { pointer: "touch" });
    await fillContactAndAddress(page, shopper, "touch");
    const deliveryDay = await chooseFirstDeliveryDate(page, "touch");
    const total = ((await summaryAmount(page, "Order Total").textContent()) ?? "").trim();
    await payByCard(page, TEST_CARDS.approved, { submitWith: "touch" });

    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
    await expectConfirmation(page, { productTitle, deliveryDay, total, shopper, card: "Visa ending in 1111" });
  },
);
