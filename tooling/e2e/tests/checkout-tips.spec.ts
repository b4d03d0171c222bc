import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expectNoAxeViolations } from "./axe";
import {
  TEST_CARDS,
  checkoutUpToPayment,
  confirmationFact,
  currentCartId,
  expectConfirmation,
  orderLookup,
  payByCard,
  shopperFor,
  summaryAmount,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

// A whole purchase through the real API and payment sandbox, with an axe run: on CI's two shared
// cores it can pass a minute.
test.slow();

/** The seeded TipMessaging and LeaveATipMessage (apps/api seed settings): the group's name and description. */
const TIP_MESSAGING = "Add a tip for your delivery team";
const LEAVE_A_TIP = "Thank your delivery team with a tip.";

const tipSection = (page: Page) => page.getByRole("region", { name: "Delivery tip" });
const tipGroup = (page: Page) => page.getByRole("radiogroup", { name: TIP_MESSAGING });

/** '$1,059' or '$1,059.50' as a number of dollars. */
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

// Issue 45 item 4: where TipEnabled is on (hc's seed) the shopper adds a tip for the delivery crew
// with the mouse; the summary shows it, the card pays the total with it and the order keeps it.
test(
  "a shopper adds a $10 delivery tip with the mouse (and $5 by keyboard on the way): in the summary, the payment and the order",
  forBrands("hc"),
  async ({ page, storefront }) => {
    const shopper = shopperFor(storefront);
    const { productTitle, deliveryDay, total } = await checkoutUpToPayment(page, shopper, "mouse");

    const group = tipGroup(page);
    await expect(group).toBeVisible();
    await expect(group).toHaveAccessibleDescription(LEAVE_A_TIP);
    await expect(group.getByRole("radio", { name: "No tip" })).toBeChecked();
    await expectNoAxeViolations(page, "the delivery tip", 'section[aria-labelledby="checkout-tip-heading"]');

    // The keyboard: from the chosen 'No tip', the right arrow chooses $5; then the mouse chooses $10.
    await group.getByRole("radio", { name: "No tip" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "$5", exact: true })).toBeChecked();
    await expect(summaryAmount(page, "Delivery tip")).toHaveText("$5");
    await group.getByRole("radio", { name: "$10", exact: true }).click();
    await expect(group.getByRole("radio", { name: "$10", exact: true })).toBeChecked();
    await expect(summaryAmount(page, "Delivery tip")).toHaveText("$10");
    await expect.poll(async () => dollars((await summaryAmount(page, "Order Total").textContent()) ?? "")).toBe(dollars(total) + 10);
    const tipped = ((await summaryAmount(page, "Order Total").textContent()) ?? "").trim();

    // 'Another amount' opens its field; the axe run covers it too. Back to $10 before paying.
    await group.getByRole("radio", { name: "Another amount" }).click();
    await expect(tipSection(page).getByRole("textbox", { name: /^Tip amount/ })).toBeVisible();
    await expectNoAxeViolations(page, "the delivery tip with another amount", 'section[aria-labelledby="checkout-tip-heading"]');
    await group.getByRole("radio", { name: "$10", exact: true }).click();
    await expect(summaryAmount(page, "Order Total")).toHaveText(tipped);

    const cartId = await currentCartId(page);
    await payByCard(page, TEST_CARDS.approved);
    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
    await expectConfirmation(page, { productTitle, deliveryDay, total: tipped, shopper, card: "Visa ending in 1111" });
    await expect(confirmationFact(page, "Delivery tip")).toHaveText("$10");

    // The API's order keeps the tip, and the card paid the total with it.
    const order = (await (await orderLookup(page, cartId)).json()) as { tip: number; orderTotal: number; amountPaid: number };
    expect(order.tip).toBe(10);
    expect(order.orderTotal).toBe(dollars(tipped));
    expect(order.amountPaid).toBe(dollars(tipped));
  },
);

// Where TipEnabled is off (wa's seed) the checkout offers no tip and the total is the order's alone.
test("no delivery tip is offered where TipEnabled is off", forBrands("wa"), async ({ page, storefront }) => {
  const shopper = shopperFor(storefront);
  const { productTitle, deliveryDay, total } = await checkoutUpToPayment(page, shopper, "mouse");
  await expect(page.getByRole("region", { name: "Payment" })).toBeVisible();
  await expect(tipSection(page)).toHaveCount(0);
  await expect(tipGroup(page)).toHaveCount(0);
  await expect(summaryAmount(page, "Delivery tip")).toHaveCount(0);

  await payByCard(page, TEST_CARDS.approved);
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
  await expectConfirmation(page, { productTitle, deliveryDay, total, shopper, card: "Visa ending in 1111" });
  await expect(confirmationFact(page, "Delivery tip")).toHaveCount(0);
});
