import { TEST_CARDS, checkoutUpToPayment, currentCartId, orderLookup, payByCard, shopperFor } from "./checkout-steps";
import { expect, test } from "./fixtures";

// A whole purchase through the real API and payment sandbox, with axe runs in some: on CI's two
// shared cores it can pass a minute, so these journeys get three times the default time.
test.slow();

// spec 2 §8 'Refusal reason present: the reason is shown'; the reasons are the payment sandbox's
// (apps/payment-sandbox README, Test cards). The same code in every brand: the sample brands run it.
const refusals = [
  { card: TEST_CARDS.declined, reason: "Your card was declined by the bank." },
  { card: TEST_CARDS.insufficientFunds, reason: "Your card has insufficient funds." },
];

for (const { card, reason } of refusals) {
  test(`a refused card shows '${reason}' and places no order`, async ({ page, storefront }) => {
    await checkoutUpToPayment(page, shopperFor(storefront));
    const cartId = await currentCartId(page);
    await payByCard(page, card);

    await expect(page.getByRole("alert").getByText(reason, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/customer\/checkout$/);
    await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();
    // Nothing was ordered: the API has no order for the cart, its confirmation page finds none,
    // and the product is still in the cart.
    expect((await orderLookup(page, cartId)).status()).toBe(404);
    await page.goto(`/customer/confirmation?id=${cartId}`);
    await expect(
      page.getByText("We couldn't find this order. If you have just placed it, please check your confirmation email."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
  });
}
