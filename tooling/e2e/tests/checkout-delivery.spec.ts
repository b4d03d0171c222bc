import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { signIn } from "./accounts";
import { expectNoAxeViolations } from "./axe";
import {
  chooseFirstDeliveryDate,
  chooseSuburb,
  currentCartId,
  deliveryRegion,
  deliveryRequirements,
  fillContactAndAddress,
  goToCheckout,
  hydrated,
  orderLookup,
  payByCard,
  shopperFor,
  startCheckout,
  suburbField,
  TEST_CARDS,
  type ListedProduct,
} from "./checkout-steps";
import { expect, test } from "./fixtures";

// Delivery edge cases (issue 44 item 5, spec 2 §3 to §5): whole purchases through the real API.
test.slow();

const nextSteps = (page: Page) => page.getByRole("region", { name: "Next steps" });

/**
 * A fridge in stock at least 1,500 mm high (its Height specification), which asks the access
 * question where the storefront asks unique delivery requirements (apps/api README).
 */
async function aTallFridge(page: Page): Promise<ListedProduct> {
  const listing = (await (await page.request.get("/api/listing?type=search&searchTerm=fridge&pageSize=96")).json()) as {
    products: ListedProduct[];
  };
  for (const product of listing.products.filter((item) => item.stockStatus === "inStock" && item.price > 0)) {
    const answer = (await (await page.request.get(`/api/v2/product/specifications/sku/${encodeURIComponent(product.sku)}`)).json()) as {
      specifications: { group: string; items: { name: string; value: string }[] }[];
    };
    const height = answer.specifications.flatMap((group) => group.items).find((item) => item.name === "Height")?.value ?? "";
    if (Number.parseInt(height, 10) >= 1_500) return product;
  }
  throw new Error("the storefront should sell a fridge 1,500 mm high");
}

// spec 2 §3 UniqueRequirements and PaidInstalls: wa asks a large product's delivery questions and
// lists its paid installation; aol-nz has neither flag and asks nothing (apps/api README).
test.describe("a large fridge with its installation", forBrands("wa", "aol-nz"), () => {
  test("its delivery questions are asked and answered into the order, and its installation is listed", async ({ page, storefront }) => {
    const fridge = await aTallFridge(page);
    await page.goto(fridge.uri);
    await hydrated(page);
    await page.getByRole("checkbox", { name: /^Professional installation/ }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    await goToCheckout(page);

    const shopper = shopperFor(storefront);
    await fillContactAndAddress(page, shopper, "mouse");
    await chooseFirstDeliveryDate(page, "mouse", { answerRequirements: false });
    const asks = storefront.id === "wa";
    const installs = nextSteps(page).getByRole("list", { name: "Installation booked" });
    if (!asks) {
      await expect(nextSteps(page).getByRole("checkbox", { name: "Please contact me before delivery" })).toBeVisible();
      await expect(deliveryRequirements(page)).toHaveCount(0);
      await expect(installs).toHaveCount(0);
    } else {
      await expect(installs.getByRole("listitem")).toContainText(`Professional installation for ${fridge.title}`);
      const question = deliveryRequirements(page).getByRole("textbox", { name: /^How do we reach the room it goes in\?/ });
      await expect(question).toBeVisible();
      await expectNoAxeViolations(page, "the delivery requirements", 'section[aria-labelledby="checkout-next-steps-heading"]');
      // Unanswered, the order is not placed: the form's message, and the question's own.
      await payByCard(page, TEST_CARDS.approved);
      await expect(page.getByText("There has been an error. Please check below to see what fields are invalid.")).toBeVisible();
      await expect(deliveryRequirements(page).getByText(/^Please answer this delivery question \(max 150 characters\)/)).toBeVisible();
      await question.click();
      await question.pressSequentially("Two steps at the front door, then a wide hall");
    }
    await nextSteps(page).getByRole("checkbox", { name: "Please contact me to arrange installation" }).click();
    const cartId = await currentCartId(page);
    await payByCard(page, TEST_CARDS.approved);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });

    const order = (await (await orderLookup(page, cartId)).json()) as {
      deliveryRequirements?: { id: string; answer: string }[];
      lines: { title: string; install: { name: string } | null }[];
    };
    expect(order.lines[0]?.install?.name).toBe("Professional installation");
    expect(order.deliveryRequirements ?? []).toEqual(
      asks
        ? expect.arrayContaining([expect.objectContaining({ id: "access", answer: "Two steps at the front door, then a wide hall" })])
        : [],
    );
  });
});

// spec 2 §7 and §8: a saved checkout whose suburb the API no longer knows (a locality renamed since
// the last visit): the suburb is cleared and the shopper told. The same code in every brand.
test("a saved suburb the API does not know is cleared with 'Delivery services unavailable for the provided address'", async ({
  page,
  storefront,
}) => {
  await startCheckout(page);
  const session = {
    guestEmail: { email: "jane.e2e@example.com", isValid: true },
    isOptingIntoNewsletter: true,
    phoneNumber: storefront.country === "NZ" ? "021 123 4567" : "0412 345 678",
    deliveryAddress: {
      firstName: "Jane",
      lastName: "Citizen",
      companyName: "",
      address: "1 Old Road",
      suburb: "GONEVILLE",
      state: storefront.country === "NZ" ? "Auckland" : "VIC",
      postcode: storefront.country === "NZ" ? "0999" : "3999",
      country: storefront.country,
      deliveryInstructions: "",
    },
    isBillingAddressSameAsShipping: true,
    billingAddress: null,
    selectedDate: null,
    paymentMethod: "CreditCard",
  };
  await page.evaluate((value) => {
    localStorage.setItem("checkoutSession", JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }));
  }, session);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("alert").filter({ hasText: "Delivery services unavailable for the provided address" })).toBeVisible();
  await expect(suburbField(page)).toHaveValue("");
  await expect(
    deliveryRegion(page)
      .getByRole("textbox", { name: /^Address/ })
      .or(deliveryRegion(page).getByRole("combobox", { name: /^Address/ })),
  ).toHaveValue("1 Old Road");
  await expect(page.getByText("Choose your suburb to see the delivery dates.")).toBeVisible();
});

// spec 2 §4 and §6: the seed's locked customer sees their email, phone and billing address
// read-only, and the order keeps the account's. The same code in every brand.
test("a locked customer sees the locked form, and the order keeps the account's details", async ({ page, storefront }) => {
  await signIn(page, { email: "locked@example.com", password: "Locked-sandbox-1" });
  await startCheckout(page);
  const email = page.getByRole("textbox", { name: /^Email/ });
  await expect(email).toHaveValue("locked@example.com");
  await expect(email).toBeDisabled();
  await expect(page.getByRole("textbox", { name: /^Phone number/ })).toBeDisabled();
  await expect(page.getByText(/kept on your account by our team/)).toBeVisible();
  const billing = page.getByRole("region", { name: "Billing address" });
  await expect(billing.getByRole("checkbox", { name: "Same as shipping address" })).toBeDisabled();
  await expect(billing.getByRole("textbox", { name: /^Company name/ })).toHaveValue("Quinn Property Group");
  await expect(billing.getByRole("textbox", { name: /^Company name/ })).toBeDisabled();
  await expectNoAxeViolations(page, "the locked contact details", 'section[aria-labelledby="checkout-contact-heading"]');

  const shopper = shopperFor(storefront, { firstName: "Avery", lastName: "Quinn" });
  const delivery = deliveryRegion(page);
  await delivery.getByRole("textbox", { name: /^First name/ }).fill(shopper.firstName);
  await delivery.getByRole("textbox", { name: /^Last name/ }).fill(shopper.lastName);
  const street = delivery.getByRole("combobox", { name: /^Address/ }).or(delivery.getByRole("textbox", { name: /^Address/ }));
  await street.fill(shopper.address);
  await street.press("Tab");
  await chooseSuburb(page, shopper, { input: "mouse" });
  await chooseFirstDeliveryDate(page);
  const cartId = await currentCartId(page);
  await payByCard(page, TEST_CARDS.approved);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
  const order = (await (await orderLookup(page, cartId)).json()) as {
    email: string;
    phoneNumber: string;
    billingAddress: { companyName: string | null } | null;
  };
  expect(order).toMatchObject({ email: "locked@example.com", phoneNumber: "0396541234" });
  expect(order.billingAddress?.companyName).toBe("Quinn Property Group");
});
