import type { Page } from "@playwright/test";
import { orderSummary, startCheckout, summaryAmount } from "./checkout-steps";
import { expect, test } from "./fixtures";

/** Opens the coupon accordion of the order summary and applies a code with Enter (spec 2 §5). */
async function applyCode(page: Page, code: string) {
  const summary = orderSummary(page);
  await summary.getByRole("button", { name: "Have a gift card or coupon code?" }).click();
  await summary.getByRole("textbox", { name: "Gift card / coupon code" }).fill(code);
  await summary.getByRole("textbox", { name: "Gift card / coupon code" }).press("Enter");
}

const money = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

// spec 2 §2 and §4: the coupon accordion in the order summary, with the API's seeded codes
// (apps/api README, Coupons and gift cards). The same code in every brand: the sample brands run it.
test.describe("coupons in the order summary", () => {
  test("a coupon applied shows 'You saved' and lowers the total; removed, both go back", async ({ page }) => {
    // A product sold at its RRP: before the coupon there is nothing saved.
    await startCheckout(page, { noSaving: true });
    const summary = orderSummary(page);
    const before = money(await summaryAmount(page, "Order Total").textContent());
    await expect(summary.getByText("You saved", { exact: true })).toBeHidden();

    await applyCode(page, "save10");
    await expect(summary.getByRole("button", { name: "Remove SAVE10" })).toBeVisible();
    const saved = Math.floor(before * 10) / 100;
    await expect(summaryAmount(page, "You saved")).toHaveText(new RegExp(saved.toFixed(2).replace(".", "\\.") + "$"));
    expect(money(await summaryAmount(page, "Order Total").textContent())).toBeCloseTo(before - saved, 2);

    await summary.getByRole("button", { name: "Remove SAVE10" }).click();
    await expect(summary.getByRole("button", { name: "Remove SAVE10" })).toBeHidden();
    await expect(summary.getByText("You saved", { exact: true })).toBeHidden();
    expect(money(await summaryAmount(page, "Order Total").textContent())).toBeCloseTo(before, 2);
  });

  test("an expired coupon shows the API's message and changes nothing", async ({ page }) => {
    await startCheckout(page);
    const total = await summaryAmount(page, "Order Total").textContent();
    await applyCode(page, "EXPIRED20");
    await expect(orderSummary(page).getByRole("alert").getByText("This coupon has expired.", { exact: true })).toBeVisible();
    await expect(summaryAmount(page, "Order Total")).toHaveText(total ?? "");
  });
});
