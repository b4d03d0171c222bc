import type { Page } from "@playwright/test";
import {
  TEST_CARDS,
  checkoutUpToPayment,
  currentCartId,
  expectConfirmation,
  orderLookup,
  orderSummary,
  payByCard,
  shopperFor,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

// A whole purchase through the real API and payment sandbox, with axe runs in some: on CI's two
// shared cores it can pass a minute, so these journeys get three times the default time.
test.slow();

/** The payment sandbox's challenge page (apps/payment-sandbox README, 3-D Secure), reached by the gateway's form post. */
async function expectChallengePage(page: Page) {
  await expect(page).toHaveTitle("Confirm your payment | Sandbox Bank", { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your payment" })).toBeVisible();
  await expect(page.getByText("Visa ending 3220")).toBeVisible();
}

// spec 2 §4 Submission 5: a 3-D Secure answer posts the gateway's form; the bank's page sends the
// shopper back to the shop. The same code in every brand: the sample brands run it.
test.describe("3-D Secure", () => {
  test("approving the bank's challenge completes the order", async ({ page, storefront }) => {
    const shopper = shopperFor(storefront);
    const { productTitle, deliveryDay, total } = await checkoutUpToPayment(page, shopper);
    await payByCard(page, TEST_CARDS.threeDSecure);
    await expectChallengePage(page);

    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
    await expectConfirmation(page, { productTitle, deliveryDay, total, shopper, card: "Visa ending in 3220" });
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
  });

  test("refusing the bank's challenge returns to checkout with the refusal and no order", async ({ page, storefront }) => {
    await checkoutUpToPayment(page, shopperFor(storefront));
    const cartId = await currentCartId(page);
    await payByCard(page, TEST_CARDS.threeDSecure);
    await expectChallengePage(page);

    await page.getByRole("button", { name: "Refuse" }).click();
    await expect(page).toHaveURL(/\/customer\/checkout\?paymentError=/, { timeout: 30_000 });
    await expect(page.getByRole("alert").getByText("3-D Secure authentication was refused.", { exact: true })).toBeVisible();
    expect((await orderLookup(page, cartId)).status()).toBe(404);
    // The cart is kept for another try: its product is still in the order summary.
    await expect(orderSummary(page).getByRole("list", { name: "Your cart" }).getByRole("listitem")).toHaveCount(1);
  });
});
