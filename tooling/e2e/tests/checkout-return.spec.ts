import { startCheckout } from "./checkout-steps";
import { expect, test } from "./fixtures";

// spec 2 §2 and §8: a return from a payment provider with status CANCELLED.
test("a return with status CANCELLED shows 'You've cancelled your payment.'", async ({ page }) => {
  await startCheckout(page);
  await page.goto("/customer/checkout?status=CANCELLED");
  await expect(page.getByRole("alert").getByText("You've cancelled your payment.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
});
