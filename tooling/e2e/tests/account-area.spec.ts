import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { everyBrand } from "../brand-coverage";
import {
  TEST_CARDS,
  chooseFirstDeliveryDate,
  chooseSuburb,
  confirmationFact,
  deliveryRegion,
  goToCheckout,
  hydrated,
  addAProductToTheCart,
  payByCard,
  shopperFor,
  streetAddressField,
  summaryAmount,
  typeStreetAddress,
  type Shopper,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

/**
 * The account area (issue 13 items 5 and 7): orders placed through checkout in the history, a
 * saved address picked in checkout, the profile, and axe on every account page. The API's
 * sandbox customer (apps/api README) is the shopper; what a journey saves it deletes again.
 */

const CUSTOMER = { email: "customer@example.com", password: "Customer-sandbox-1", firstName: "Riley" };

async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(violations, `axe on ${what}`).toEqual([]);
}

/** Signed out, an account page sends the visitor to the brand's login route, which brings them back. */
async function signInThrough(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/account/(internal/)?login\\?returnUrl=${encodeURIComponent(path).replace(/[.?]/g, "\\$&")}$`));
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(CUSTOMER.email);
  await page.getByLabel("Password").fill(CUSTOMER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.?]/g, "\\$&")}$`));
  await hydrated(page);
}

const accountHeading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

/** Adds the shopper's address on /account/addresses with the suburb lookup; answers its line as the list and checkout show it. */
async function saveAnAddress(page: Page, shopper: Shopper): Promise<string> {
  const form = page.getByRole("form", { name: "Add an address" });
  await form.getByRole("textbox", { name: /^First name/ }).fill(shopper.firstName);
  await form.getByRole("textbox", { name: /^Last name/ }).fill(shopper.lastName);
  await typeStreetAddress(form, shopper.address);
  // Clicked, as a mouse user does (issue 40: a clicked suburb emptied itself and nothing was saved);
  // the checkout journeys choose it with the keyboard too.
  await chooseSuburb(page, shopper, { input: "mouse", within: form });
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Address saved." })).toBeVisible();
  const saved = page.getByRole("list", { name: "Your saved addresses" }).getByRole("listitem").filter({ hasText: shopper.address });
  await expect(saved).toHaveCount(1);
  return ((await saved.locator("p").textContent()) ?? "").trim();
}

// A whole purchase, several axe runs: three times the default time on CI's two shared cores.
test.slow();

test.describe("the account area", () => {
  test("a saved address is picked in checkout, and the order it places is in the history with its details", async ({
    page,
    storefront,
  }) => {
    // A street of its own, so brands running side by side (one sandbox customer) never pick each other's.
    const shopper = shopperFor(storefront, { address: `${Date.now() % 100000} Saved Address St` });
    await signInThrough(page, "/account/addresses");
    await expect(accountHeading(page, "Saved addresses")).toBeVisible();
    const line = await saveAnAddress(page, shopper);

    const productTitle = await addAProductToTheCart(page);
    await goToCheckout(page);
    const delivery = deliveryRegion(page);
    await delivery.getByRole("radiogroup", { name: "Deliver to a saved address" }).getByRole("radio", { name: line }).check();
    await expect(streetAddressField(delivery)).toHaveValue(shopper.address);
    await expect(delivery.getByRole("textbox", { name: /^First name/ })).toHaveValue(shopper.firstName);
    await page.getByRole("textbox", { name: /^Email/ }).fill(CUSTOMER.email);
    await page.getByRole("textbox", { name: /^Phone number/ }).fill(shopper.phone);
    await chooseFirstDeliveryDate(page);
    const total = ((await summaryAmount(page, "Order Total").textContent()) ?? "").trim();
    await payByCard(page, TEST_CARDS.approved);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
    const orderNumber = ((await confirmationFact(page, "Order number").textContent()) ?? "").trim();
    expect(orderNumber).toMatch(/^[A-Z]+\d{8}$/);

    // The history lists it (newest first, page 0) and opens its detail.
    await page.goto("/account/orders");
    await hydrated(page);
    await expect(accountHeading(page, "Your orders")).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: orderNumber }) });
    await expect(row).toContainText(total);
    await expect(row).toContainText("Completed");
    await row.getByRole("link", { name: orderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`));
    await expect(accountHeading(page, `Order ${orderNumber}`)).toBeVisible();
    await expect(page.getByRole("rowheader", { name: new RegExp(productTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toBeVisible();
    await expect(confirmationFact(page, "Delivery address")).toContainText(shopper.address);
    await expect(confirmationFact(page, "Order Total")).toHaveText(total);
    await expect(confirmationFact(page, "Status")).toHaveText("Completed");
    await expectNoViolations(page, "the order's detail");

    // The address it saved is deleted again, after the confirmation.
    await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Saved addresses" }).click();
    await page.getByRole("button", { name: `Delete the address ${line}` }).click();
    await page.getByRole("dialog", { name: "Delete this address?" }).getByRole("button", { name: "Delete address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address deleted." })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: shopper.address })).toHaveCount(0);
  });
});

test("the profile changes the phone number on the account, and says so", async ({ page, storefront }) => {
  // A number of the storefront's country that differs from the sandbox customer's.
  const phone = storefront.country === "NZ" ? "021 987 6543" : "0498 765 432";
  await signInThrough(page, "/account/profile");
  const form = page.getByRole("form", { name: "Your profile" });
  await expect(form.getByRole("textbox", { name: /^First name/ })).toHaveValue(CUSTOMER.firstName);
  await form.getByRole("textbox", { name: /^Phone number/ }).fill(phone);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile has been updated." })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("form", { name: "Your profile" }).getByRole("textbox", { name: /^Phone number/ })).toHaveValue(
    phone.replace(/\s+/g, ""),
  );
});

// Colours and contrast are each brand's theme: every brand runs axe over the account pages.
test("the account pages have no accessibility violations", everyBrand, async ({ page }) => {
  await signInThrough(page, "/account");
  await expect(accountHeading(page, `Hi, ${CUSTOMER.firstName}`)).toBeVisible();
  await expectNoViolations(page, "the account overview");
  for (const [path, heading] of [
    ["/account/orders", "Your orders"],
    ["/account/addresses", "Saved addresses"],
    ["/account/profile", "Your profile"],
  ] as const) {
    await page.getByRole("navigation", { name: "Your account" }).first().getByRole("link", { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(accountHeading(page, heading)).toBeVisible();
    await expect(page.getByText(/^Loading your/)).toHaveCount(0);
    await expectNoViolations(page, path);
  }
});
