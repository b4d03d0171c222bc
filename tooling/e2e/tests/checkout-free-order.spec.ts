import type { Page } from "@playwright/test";
import {
  availableDays,
  confirmationFact,
  fillContactAndAddress,
  openCalendar,
  orderSummary,
  paymentMethods,
  shopperFor,
  startCheckout,
  summaryAmount,
} from "./checkout-steps";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

// A whole purchase through the real API: on CI's two shared cores it can pass a minute.
test.slow();

/** The seed's gift cards that pay any cart (apps/api README, Coupons and gift cards), by currency. */
const GIFT_CARD = { AU: "GIFT-VALID-1000000", NZ: "GIFT-VALID-NZ1000000" } as const;

/** Opens the order summary's code accordion and applies a code with the mouse: a click in the field, then on Apply. */
async function applyCodeWithTheMouse(page: Page, code: string) {
  const summary = orderSummary(page);
  await summary.getByRole("button", { name: "Have a gift card or coupon code?" }).click();
  const field = summary.getByRole("textbox", { name: "Gift card / coupon code" });
  await field.click();
  await field.pressSequentially(code);
  await summary.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(summary.getByRole("button", { name: `Remove ${code}` })).toBeVisible();
}

const paymentSection = (page: Page) => page.getByRole("region", { name: "Payment" });

/**
 * Clicks the first free delivery day: a weekday, since a priced day (Saturday, same day) would leave
 * something to pay. Late in a month the first free day is on the next month's page.
 */
async function chooseAFreeDay(page: Page) {
  await openCalendar(page);
  const freeDay = availableDays(page).filter({ hasText: "Free" }).first();
  // The calendar's days come in with the delivery lookup: one of them, then whether this month has a free one.
  await expect(availableDays(page).first()).toBeVisible();
  if (!(await freeDay.count())) await page.getByRole("button", { name: "Next month" }).click();
  await freeDay.click();
  await expect(freeDay).toHaveAttribute("aria-pressed", "true");
}

// Issue 44 item 2, spec 2 §3 isPaymentFree and §4: a gift card that covers the order leaves nothing
// to pay, so the checkout asks for no card and the order completes without one. The same code and
// flags in every brand: the sample brands run it (AU and NZ gift cards).
test("a gift card that covers the order: nothing to pay, no card asked for, and the order confirmed", async ({ page, storefront }) => {
  // The cheapest product from $99, whose weekday delivery is free: the gift card then covers the whole order.
  const productTitle = await startCheckout(page, { minPrice: 99 });
  const code = GIFT_CARD[storefront.country];
  await applyCodeWithTheMouse(page, code);
  // spec 1 §5: a price of 0 reads 'FREE'.
  await expect(summaryAmount(page, "Order Total")).toHaveText("FREE");

  const payment = paymentSection(page);
  await expect(payment.getByRole("status")).toContainText("Nothing to pay: your gift card covers this order.");
  await expect(payment.getByRole("status")).toContainText("No payment details are needed. Place your order to finish.");
  await expect(paymentMethods(page)).toBeHidden();
  await expect(page.getByRole("textbox", { name: /^Card number/ })).toBeHidden();

  const shopper = shopperFor(storefront);
  await fillContactAndAddress(page, shopper, "mouse");
  await chooseAFreeDay(page);
  await expect(summaryAmount(page, "Order Total")).toHaveText("FREE");
  await expect(payment.getByRole("status")).toContainText("Nothing to pay");

  await expectNoAxeViolations(page, "the payment step with nothing to pay", 'section[aria-labelledby="checkout-payment-heading"]');

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
  await expect(confirmationFact(page, "Order Total")).toHaveText("FREE");
  // Nothing charged: an amount, and no card or method it was paid with.
  await expect(confirmationFact(page, "Amount paid")).toHaveText(/^(NZ)?\$0$/);
  await expect(confirmationFact(page, "Paid with")).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: productTitle })).toContainText("Qty 1");
});
