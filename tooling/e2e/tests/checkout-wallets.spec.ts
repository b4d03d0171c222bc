import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  backOnCheckout,
  chooseFirstDeliveryDate,
  choosePaymentMethod,
  confirmationFact,
  fillCheckoutUpToPayment,
  globalAlert,
  leaveFor,
  orderSummary,
  paymentMethods,
  shopperFor,
  startCheckout,
  summaryAmount,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

// Issue 44 item 4: Apple Pay, Google Pay, PayPal Pay in 4 and the express Google Pay button, end to
// end on the real API and the payment sandbox's wallet sheets. Untagged: wa and aol-nz, whose
// configurations differ where it matters (README "Which brands run a journey"): both offer the
// wallets; Pay in 4 is wa's only (AU); the express button is wa's only (IsGooglePayExpressEnabled
// is seeded off for the trade storefronts). A whole purchase, twice over: three times the default time.
test.slow();

/** Within every wallet's and Pay in 4's limits ($30 to $2,000 the narrowest). */
const WITHIN_LIMITS = { maxPrice: 1500 };

const paymentRegion = (page: Page) => page.getByRole("region", { name: "Payment" });
const express = (page: Page) => page.getByRole("region", { name: "Express checkout" });

/** The order is complete: its confirmation, total and the way it was paid. */
async function expectConfirmation(page: Page, total: string, paidWith: string) {
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
  await expect(confirmationFact(page, "Order Total")).toHaveText(total);
  await expect(confirmationFact(page, "Paid with")).toHaveText(paidWith);
}

test("Apple Pay (the sandbox's script offers it in Chromium): a cancel in its sheet comes back, then an approval completes the order", async ({
  page,
  storefront,
}) => {
  await startCheckout(page, WITHIN_LIMITS);
  const { total } = await fillCheckoutUpToPayment(page, shopperFor(storefront));
  await choosePaymentMethod(page, "Apple Pay");
  await expect(paymentRegion(page)).toContainText(`Pay ${total} in full with a card in your wallet.`);
  await expect(paymentRegion(page)).toContainText("Apple Pay opens its payment sheet to confirm the payment, then brings you back here.");
  await expectNoAxeViolations(page, "the payment options with Apple Pay", 'section[aria-labelledby="checkout-payment-heading"]');

  await leaveFor(page, "Apple Pay");
  await expect(page.getByText(/today, charged to Visa •••• 1111 in your wallet\./)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await backOnCheckout(page);
  await expect(globalAlert(page, "You've cancelled your payment.")).toBeVisible();

  await leaveFor(page, "Apple Pay");
  await page.getByRole("button", { name: "Approve" }).click();
  await expectConfirmation(page, total, "Apple Pay");
});

test("Google Pay: a decline in its sheet shows the wallet's reasons and keeps the cart, then an approval completes the order", async ({
  page,
  storefront,
}) => {
  const productTitle = await startCheckout(page, WITHIN_LIMITS);
  const { total } = await fillCheckoutUpToPayment(page, shopperFor(storefront));
  await leaveFor(page, "Google Pay");
  await page.getByRole("button", { name: "Decline" }).click();
  await backOnCheckout(page);
  const declined = globalAlert(page, "Your card in Google Pay was declined.");
  await expect(declined).toBeVisible();
  expect(await declined.innerText()).toContain(
    "Your card in Google Pay was declined.\n\nPlease choose another card in your wallet or another payment method.",
  );
  await expect(orderSummary(page).getByRole("listitem").filter({ hasText: productTitle })).toBeVisible();

  await leaveFor(page, "Google Pay");
  await page.getByRole("button", { name: "Approve" }).click();
  await expectConfirmation(page, total, "Google Pay");
});

test("PayPal Pay in 4 where the storefront offers it: four payments and their dates, then PayPal's approval", async ({
  page,
  storefront,
}) => {
  await startCheckout(page, WITHIN_LIMITS);
  const { total } = await fillCheckoutUpToPayment(page, shopperFor(storefront));
  const payIn4 = paymentMethods(page).getByRole("radio", { name: "PayPal Pay in 4", exact: true });
  if (storefront.country === "NZ") {
    // PayPal Pay in 4 is Australian: aol-nz offers PayPal, not Pay in 4.
    await expect(paymentMethods(page).getByRole("radio", { name: "PayPal", exact: true })).toBeVisible();
    await expect(payIn4).toHaveCount(0);
    return;
  }
  await choosePaymentMethod(page, "PayPal Pay in 4");
  await expect(paymentRegion(page)).toContainText(/4 payments of \$[\d,.]+/);
  await expect(paymentRegion(page).getByRole("list", { name: "Payment schedule" }).getByRole("listitem")).toHaveCount(4);
  await leaveFor(page, "PayPal Pay in 4");
  await page.getByRole("button", { name: "Approve" }).click();
  await expectConfirmation(page, total, "PayPal Pay in 4");
});

test("the express Google Pay button fills the checkout from the wallet's sheet, and the order is paid with Google Pay", async ({
  page,
  storefront,
}) => {
  await startCheckout(page, WITHIN_LIMITS);
  await expect(paymentMethods(page).getByRole("radio", { name: "Google Pay", exact: true })).toBeVisible();
  if (storefront.id === "aol-nz") {
    // IsGooglePayExpressEnabled is seeded off for the trade storefronts: Google Pay only under Payment.
    await expect(express(page)).toHaveCount(0);
    return;
  }
  await expectNoAxeViolations(page, "the express checkout", 'section[aria-labelledby="checkout-express-heading"]');
  const [sheet] = await Promise.all([
    page.waitForEvent("popup"),
    express(page).getByRole("button", { name: "Buy with Google Pay" }).click(),
  ]);
  await expect(sheet.getByRole("heading", { level: 1, name: "Google Pay" })).toBeVisible();
  await expectNoAxeViolations(sheet, "Google Pay's express sheet");
  await sheet.getByRole("radio", { name: /20 Bridge St, SYDNEY NSW 2000/ }).click();
  await Promise.all([sheet.waitForEvent("close"), sheet.getByRole("button", { name: "Continue" }).click()]);

  await expect(express(page).getByRole("status")).toHaveText(
    "Google Pay filled in your details. Choose a delivery date, then place your order to pay with Google Pay.",
  );
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("jane.wallet@example.com");
  await expect(page.getByRole("region", { name: "Delivery address" }).getByRole("textbox", { name: /^First name/ })).toHaveValue("Jane");
  await expect(paymentMethods(page).getByRole("radio", { name: "Google Pay", exact: true })).toBeChecked();
  await chooseFirstDeliveryDate(page);
  const total = ((await summaryAmount(page, "Order Total").textContent()) ?? "").trim();

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay with Google Pay" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Approve" }).click();
  await expectConfirmation(page, total, "Google Pay");
});
