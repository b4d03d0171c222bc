import { expect, test } from "./fixtures";

// Spec 3 page type vouchers (issue 45 item 10) without JavaScript: the balance check is an HTML
// form to the page's route action (the no-js projects run this file with JavaScript off).

test.describe("without JavaScript", () => {
  test("the gift card balance form posts and comes back with the balance, or the form with its message", async ({ page, storefront }) => {
    const code = storefront.country === "NZ" ? "GIFT-VALID-NZ100" : "GIFT-EXPIRED-50";
    await page.goto("/vouchers");
    const number = page.getByRole("textbox", { name: /Gift card number/ });
    await number.click();
    await number.fill(code);
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect(page).toHaveURL(/\/vouchers$/);
    await expect(page.getByRole("status").filter({ hasText: code })).toHaveText(
      storefront.country === "NZ"
        ? /^Gift card GIFT-VALID-NZ100 has \$[\d,]+\.\d{2} to spend until 31 December 2099\.$/
        : "Gift card GIFT-EXPIRED-50 expired on 30 June 2025.",
    );

    await page.getByRole("button", { name: "Check balance" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter your gift card number." }).first()).toBeVisible();
  });
});
