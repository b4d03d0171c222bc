import { CUSTOMER, signIn } from "./accounts";
import { expectNoAxeViolations } from "./axe";
import {
  TEST_CARDS,
  addAProductToTheCart,
  availableDays,
  confirmationFact,
  fillContactAndAddress,
  goToCheckout,
  openCalendar,
  orderSummary,
  payByCard,
  shopperFor,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

/**
 * Issue 45 item 10: a signed-in customer opens one of their orders delivered to an address and
 * moves its delivery to another day the checkout's calendar offers (the sample brands, AU and NZ).
 */

test.slow();

test("a customer moves an order's delivery to another day from the order page", async ({ page, storefront }) => {
  // A shopper who joined the newsletter before: its popup (spec 1 §4, on a timer) never covers the page.
  await page.addInitScript(() => localStorage.setItem("waNewsletterSubscription", "true"));
  await signIn(page, CUSTOMER);
  // Free weekday delivery from $99 of products: any weekday the calendar offers is no dearer.
  await addAProductToTheCart(page, { minPrice: 100 });
  await goToCheckout(page);
  await fillContactAndAddress(page, shopperFor(storefront, { email: CUSTOMER.email }), "mouse");
  // A day of next month: never today's same-day delivery, which cannot move (the truck has left).
  await openCalendar(page);
  await page.getByRole("button", { name: "Next month" }).click();
  const day = availableDays(page).first();
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect(orderSummary(page).getByText(/^Delivery$/)).toBeVisible();
  await payByCard(page, TEST_CARDS.approved);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
  const orderNumber = ((await confirmationFact(page, "Order number").textContent()) ?? "").trim();

  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const booked = ((await confirmationFact(page, "Delivery date").textContent()) ?? "").replace("Reschedule delivery", "").trim();
  await confirmationFact(page, "Delivery date").getByRole("link", { name: "Reschedule delivery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reschedule delivery" })).toBeVisible();
  await expect(page.getByText(`Your delivery is booked for ${booked}.`)).toBeVisible();
  const days = page.getByRole("main").getByRole("radio");
  await expect(days.first()).toBeVisible();
  await expectNoAxeViolations(page, "the reschedule delivery page");

  // Pressing the button without a day asks for one; then the last day offered.
  await page.getByRole("button", { name: "Change delivery day" }).click();
  await expect(page.getByText("Please choose a new delivery day.")).toBeVisible();
  const chosen = days.last();
  const chosenDay = ((await chosen.getAttribute("value")) ?? "").trim();
  // The label is '{day}, {price}' (a NZ day has a comma of its own: 'Friday, 8 January 2027').
  const chosenLabel = ((await page.locator(`label:has(input[value="${chosenDay}"])`).textContent()) ?? "").trim();
  const chosenText = chosenLabel.slice(0, chosenLabel.lastIndexOf(",")).trim();
  await chosen.click();
  await page.getByRole("button", { name: "Change delivery day" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your delivery day is changed." })).toBeVisible();
  await expect(page.getByText(`Your delivery is booked for ${chosenText}.`)).toBeVisible();

  await page.getByRole("link", { name: "Back to the order" }).click();
  await expect(confirmationFact(page, "Delivery date")).toContainText(chosenText);
});
