import { forBrands } from "../brand-coverage";
import type { AppId } from "../storefronts";
import {
  TEST_CARDS,
  backOnCheckout,
  choosePaymentMethod,
  confirmationFact,
  fillCheckoutUpToPayment,
  globalAlert,
  leaveFor,
  orderSummary,
  payByCard,
  shopperFor,
  startCheckout,
  summaryAmount,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

// Issue 14 items 1-3: the instalment providers and the deposit, end to end on the real API and the
// payment sandbox's hosted pages. A whole purchase, twice over in some: three times the default time.
test.slow();

/** Below every provider's maximum (Afterpay's 2,000 is the lowest) and above every minimum (Humm's 80). */
const WITHIN_EVERY_PROVIDER = { maxPrice: 1500 };

/**
 * Each provider in a brand that offers it (the option flags of its app folder's checkoutOptions):
 * Zip (AU) and Zip NZ are both 'Zip' on the page; the storefront's country decides which.
 */
const PROVIDERS: { provider: string; title: string; brand: AppId; instalments?: boolean }[] = [
  { provider: "PayPal", title: "PayPal", brand: "wa", instalments: true },
  { provider: "Afterpay", title: "Afterpay", brand: "hc", instalments: true },
  { provider: "Zip (AU)", title: "Zip", brand: "wa" },
  { provider: "Zip NZ", title: "Zip", brand: "aol-nz", instalments: true },
  { provider: "Humm", title: "Humm", brand: "hc" },
  { provider: "Klarna", title: "Klarna", brand: "andoo" },
];

/**
 * A quarter of a shown total ('$808' or '$1,234.50'), written as the page writes money: whole
 * dollars without cents, otherwise two decimals.
 */
function quarterOf(shownTotal: string): string {
  const cents = Math.round(Number(shownTotal.replace(/[$,]/g, "")) * 100);
  const quarter = Math.round(cents / 4);
  const dollars = Math.floor(quarter / 100).toLocaleString("en-AU");
  return quarter % 100 === 0 ? `$${dollars}` : `$${dollars}.${String(quarter % 100).padStart(2, "0")}`;
}

for (const { provider, title, brand, instalments } of PROVIDERS) {
  test(
    `${provider}: a shopper cancels on ${title}'s page, comes back, then approves and the order completes`,
    forBrands(brand),
    async ({ page, storefront }) => {
      const shopper = shopperFor(storefront);
      const productTitle = await startCheckout(page, WITHIN_EVERY_PROVIDER);
      const { total } = await fillCheckoutUpToPayment(page, shopper);
      if (instalments) {
        // spec 2 §2: PayPal, Afterpay and Zip show the four-instalment amount.
        await choosePaymentMethod(page, title);
        await expect(page.getByRole("region", { name: "Payment" })).toContainText(
          new RegExp(`4 payments of ${quarterOf(total).replace(/[$.]/g, "\\$&")}(?![\\d.])`),
        );
      }

      await leaveFor(page, title);
      await page.getByRole("button", { name: "Cancel" }).click();
      await backOnCheckout(page);
      await expect(globalAlert(page, "You've cancelled your payment.")).toBeVisible();

      await leaveFor(page, title);
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
      await expect(confirmationFact(page, "Order Total")).toHaveText(total);
      await expect(confirmationFact(page, "Paid with")).toHaveText(title);
      await expect(page.getByRole("listitem").filter({ hasText: productTitle })).toContainText("Qty 1");
      await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    },
  );
}

test(
  "a provider's decline shows its reasons separated by a blank line, and the cart stays",
  forBrands("hc"),
  async ({ page, storefront }) => {
    const productTitle = await startCheckout(page, WITHIN_EVERY_PROVIDER);
    await fillCheckoutUpToPayment(page, shopperFor(storefront));
    await leaveFor(page, "Afterpay");
    await page.getByRole("button", { name: "Decline" }).click();
    await backOnCheckout(page);
    // spec 2 §8: all errors joined by blank lines.
    const declined = globalAlert(page, "Afterpay declined this order");
    await expect(declined).toBeVisible();
    expect(await declined.innerText()).toContain(
      "Afterpay declined this order based on your payment history.\n\nPlease use another payment method to complete your purchase.",
    );
    await expect(orderSummary(page).getByRole("listitem").filter({ hasText: productTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();
  },
);

test("a deposit below the minimum is refused, then a valid deposit is paid by card", forBrands("wa"), async ({ page, storefront }) => {
  await startCheckout(page);
  const { total } = await fillCheckoutUpToPayment(page, shopperFor(storefront));
  const totalAmount = Number(total.replace(/[^\d.]/g, ""));
  const minimum = Math.floor(totalAmount * 30) / 100;

  await page.getByRole("checkbox", { name: "Pay a deposit now" }).check();
  const deposit = page.getByRole("textbox", { name: /^Deposit amount/ });
  await expect(deposit).toHaveAttribute("placeholder", "0.00");
  await deposit.fill("1");
  await deposit.blur();
  const belowMinimum = `Minimum deposit is 30% of order total ($${minimum.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`;
  await expect(globalAlert(page, belowMinimum).first()).toBeVisible();
  await payByCard(page, TEST_CARDS.approved);
  await expect(globalAlert(page, "There is an error with the deposit amount. Please try again or contact support.")).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/checkout$/);

  const depositAmount = Math.ceil(totalAmount * 0.5);
  await deposit.fill(String(depositAmount));
  await deposit.blur();
  // The storefront shows whole dollars without cents ('$1,355').
  const paid = new RegExp(`^\\$${depositAmount.toLocaleString("en-AU")}(\\.00)?$`);
  await expect(summaryAmount(page, "Deposit today")).toHaveText(paid);
  await expect(orderSummary(page).getByText("Remaining payment", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
  await expect(confirmationFact(page, "Order Total")).toHaveText(total);
  await expect(confirmationFact(page, "Amount paid")).toHaveText(paid);
  await expect(confirmationFact(page, "Remaining payment")).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
});
