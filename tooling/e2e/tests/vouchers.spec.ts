import { expect, test } from "./fixtures";

// Spec 3 page type vouchers (issue 45 item 10): a shopper checks what is left on a gift card on
// /vouchers, against the seeded cards (apps/api/src/seed/checkout.ts). The free-order journeys
// spend from the large card, so its balance is read, not assumed.

test("a shopper clicks through to their gift card's balance, and a wrong number says so", async ({ page, storefront }) => {
  const code = storefront.country === "NZ" ? "GIFT-VALID-NZ1000000" : "GIFT-VALID-1000000";
  await page.goto("/vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  const number = page.getByRole("textbox", { name: /Gift card number/ });
  await number.click();
  await number.fill(code.toLowerCase());
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.getByRole("status").filter({ hasText: code })).toHaveText(
    new RegExp(`^Gift card ${code} has \\$[\\d,]+\\.\\d{2} to spend until 31 December 2099\\.$`),
  );

  await number.fill("NO-SUCH-CARD");
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is no gift card with this number." })).toBeVisible();
  await expect(number).toHaveValue("NO-SUCH-CARD");
});

test("a keyboard user checks an expired card with Enter", async ({ page, storefront }) => {
  test.skip(storefront.country === "NZ", "the seeded expired card is Australian");
  await page.goto("/vouchers");
  const number = page.getByRole("textbox", { name: /Gift card number/ });
  await number.focus();
  await page.keyboard.type("GIFT-EXPIRED-50");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "GIFT-EXPIRED-50" })).toHaveText(
    "Gift card GIFT-EXPIRED-50 expired on 30 June 2025.",
  );
});
