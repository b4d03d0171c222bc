import type { Locator, Page } from "@playwright/test";
import { expectConfirmation, fillCheckoutUpToPayment, goToCheckout, hydrated, payByCard, shopperFor, TEST_CARDS } from "./checkout-steps";
import { expect, test } from "./fixtures";
import { faultsAtPhoneWidths } from "./phone";

// Issue 46: a shopper on a 360 × 800 touch phone (the `*-phone` projects of playwright.config.ts)
// taps from the menu to a category, a product, the cart, checkout and the confirmation, paying by
// card. Every control is tapped (locator.tap), never clicked; each page is measured as it is reached.
// The same in every brand: it runs in the sample brands (wa, aol-nz).

/** WCAG 2.5.5's comfortable size, which the header's tools and the product page's primary controls keep. */
async function expectComfortable(control: Locator) {
  const box = await control.boundingBox();
  expect(box, "the control is on the page").not.toBeNull();
  expect(Math.round(box?.width ?? 0), "its width").toBeGreaterThanOrEqual(44);
  expect(Math.round(box?.height ?? 0), "its height").toBeGreaterThanOrEqual(44);
}

/** The page as reached fits 320, 360, 390 and 414 px: no sideways scrolling, the header on screen, no target under 24 px. */
async function expectFits(page: Page, where: string) {
  expect(await faultsAtPhoneWidths(page, where)).toEqual([]);
}

interface Listing {
  products: { title: string; stockStatus: string; price: number }[];
}

interface Navbar {
  mainNav: { categories: { name: string; uri: string; subCategories: { name: string; uri: string }[] }[] };
}

test("a shopper on a phone taps from the menu to a product, the cart and checkout, and pays by card", async ({ page, storefront }) => {
  test.slow();
  const shopper = shopperFor(storefront);
  // The first category of the menu with sub-categories, and a product of its first sub-category
  // that can be bought, as the listing shows them.
  const navbar = (await (await page.request.get("/api/navbar")).json()) as Navbar;
  const category = navbar.mainNav.categories.find((item) => item.subCategories.length > 0);
  const subCategory = category?.subCategories[0];
  if (!category || !subCategory) throw new Error("the menu should have a category with sub-categories");
  const listing = (await (
    await page.request.get(`/api/listing?type=category&uri=${subCategory.uri.replace(/^\/c\//, "")}`)
  ).json()) as Listing;
  const product = listing.products.find((item) => item.stockStatus === "inStock" && item.price > 0);
  if (!product) throw new Error(`${subCategory.name} should list a product in stock with a price`);

  await page.goto("/");
  await hydrated(page);
  await expectFits(page, "home");
  const header = page.getByRole("banner");
  for (const tool of [
    header.getByRole("button", { name: "Open menu" }),
    header.getByRole("button", { name: "Search" }),
    header.getByRole("link", { name: "Log in" }),
    header.getByRole("button", { name: /^Cart/ }),
  ]) {
    await expectComfortable(tool);
  }

  // Browse: the menu, a category, its sub-category, the product.
  await header.getByRole("button", { name: "Open menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: category.name }).tap();
  await menu.getByRole("link", { name: subCategory.name, exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`${subCategory.uri}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(subCategory.name);
  await hydrated(page);
  await expectFits(page, subCategory.uri);
  await page.getByRole("link", { name: product.title }).first().tap();
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  await hydrated(page);
  await expectFits(page, "the product page");

  // Add to Cart and the quantity are the product page's primary controls.
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await expectComfortable(addToCart);
  await expectComfortable(page.getByRole("combobox", { name: "Quantity" }));
  await addToCart.tap();
  await expect(page.getByText("Added to your cart.")).toBeVisible();

  // The cart, checkout and the card.
  await goToCheckout(page, "touch");
  await expectFits(page, "checkout");
  const { deliveryDay, total } = await fillCheckoutUpToPayment(page, shopper, "touch");
  await expectFits(page, "checkout, filled in");
  await payByCard(page, TEST_CARDS.approved, { submitWith: "touch" });
  await expectConfirmation(page, { productTitle: product.title, deliveryDay, total, shopper, card: "Visa ending in 1111" });
  await expectFits(page, "the confirmation");
});
