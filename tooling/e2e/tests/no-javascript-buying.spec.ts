import type { Page } from "@playwright/test";
import { shopperFor, streetAddressField } from "./checkout-steps";
import { expect, test } from "./fixtures";

/**
 * Buying without JavaScript (issue 40 items 2, 4 and 6): every shopper action is a form the
 * browser posts itself, and the page it comes back to says what happened. Scripts are off in this
 * project, so nothing here can wait for hydration: there is none.
 */

interface ListedProduct {
  uri: string;
  title: string;
  price: number;
  stockStatus: string;
}

interface SearchAnswer {
  results: { sku: string; title: string }[];
}

/** A product in stock with a price, from the storefront's own listing. */
async function aProductInStock(page: Page): Promise<ListedProduct> {
  const listing = (await (await page.request.get("/api/listing?type=all&pageSize=96")).json()) as { products: ListedProduct[] };
  const product = listing.products.find((item) => item.stockStatus === "inStock" && item.price > 0);
  if (!product) throw new Error("the storefront should sell a product in stock with a price");
  return product;
}

/** The outcome a page shows after a post: a status for a success, an alert for a refusal. */
const status = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

async function addToCart(page: Page, product: ListedProduct, quantity = "1") {
  await page.goto(product.uri);
  await page.getByLabel("Quantity").selectOption(quantity);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(status(page, "Added to your cart.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${product.uri}$`));
}

test.describe("without JavaScript", () => {
  test("adds to the cart, changes the quantity and removes the line", async ({ page }) => {
    const product = await aProductInStock(page);
    await addToCart(page, product, "2");
    // The header knows the cart from the server: the count is in the first HTML.
    const cartButton = page.getByRole("button", { name: "Cart, 1 item" });
    await expect(cartButton).toBeVisible();

    // Without JavaScript the Cart button opens the cart page.
    await cartButton.click();
    await expect(page).toHaveURL(/\/cart\??$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    const quantity = page.getByRole("spinbutton", { name: `Quantity of ${product.title}` });
    await expect(quantity).toHaveValue("2");
    await quantity.fill("5");
    await page.getByRole("button", { name: `Update the quantity of ${product.title}` }).click();
    await expect(status(page, "Quantity updated.")).toBeVisible();
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${product.title}` })).toHaveValue("5");

    await page.getByRole("button", { name: `Remove ${product.title}` }).click();
    await expect(status(page, "Removed from your cart.")).toBeVisible();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
  });

  test("compares three products, is told about a fourth, and removes one from the tray", async ({ page }) => {
    const answer = (await (
      await page.request.get("/api/v3/search?searchTerm=table&isAutoCorrectEnabled=true&limit=24")
    ).json()) as SearchAnswer;
    // Four products whose names the results page shows once each (a tick is found by its product's name).
    const named = (title: string) => answer.results.filter((other) => other.title === title).length;
    const [a, b, c, d] = answer.results.filter((result) => named(result.title) === 1);
    if (!a || !b || !c || !d) throw new Error("the search should give four products of different names");
    await page.goto("/search/table");
    for (const product of [a, b, c]) {
      const box = page.getByRole("checkbox", { name: `Add to Compare: ${product.title}` });
      await box.click();
      await expect(status(page, "Added to compare.")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: `Add to Compare: ${product.title}` })).toBeChecked();
    }
    // spec 1 §2.6: the fourth is refused with the dialog's heading and text, in the page.
    await page.getByRole("checkbox", { name: `Add to Compare: ${d.title}` }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Too many products" });
    await expect(refusal).toContainText(
      "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.",
    );
    await expect(page.getByRole("checkbox", { name: `Add to Compare: ${d.title}` })).not.toBeChecked();

    // The tray is in the server HTML, open, with a remove button per product.
    const tray = page.getByRole("region", { name: "Compare products" });
    await expect(tray.getByRole("button", { name: /^Remove .* from compare$/ })).toHaveCount(3);
    await tray.getByRole("button", { name: `Remove ${a.title} from compare` }).click();
    await expect(status(page, "Removed from compare.")).toBeVisible();
    await expect(tray.getByRole("button", { name: /^Remove .* from compare$/ })).toHaveCount(2);
    await expect(page.getByRole("checkbox", { name: `Add to Compare: ${a.title}` })).not.toBeChecked();
  });

  test("chooses a store and a delivery location", async ({ page, storefront }) => {
    await page.goto("/stores");
    // Without JavaScript the header's store button opens the store and location page.
    await page.getByRole("button", { name: /^Your Store/ }).click();
    await expect(page).toHaveURL(/\/your-store\??$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Store" })).toBeVisible();

    const shopper = shopperFor(storefront);
    await page.getByLabel("Delivery Postcode").fill(shopper.postcode);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`postcode=${shopper.postcode}`));
    const choose = page.getByRole("list", { name: "Delivery locations found" }).getByRole("button", { name: /^Choose / });
    await expect(choose.first()).toBeVisible();
    await choose.first().click();
    await expect(status(page, /^Delivering to .*\b\d{4}$/)).toBeVisible();
    await expect(page.getByTestId("delivery-location")).toContainText(shopper.postcode);

    const nearby = page.getByRole("region", { name: "Stores near you" }).getByRole("button", { name: /^Choose / });
    await expect(nearby.first()).toBeVisible();
    const storeName = ((await nearby.first().getAttribute("aria-label")) ?? "").replace(/^Choose /, "");
    await nearby.first().click();
    await expect(status(page, `${storeName} is now your store`)).toBeVisible();
    await expect(page.getByTestId("header-store-name")).toHaveText(storeName);

    // A postcode with no locality: spec 1 §2.7's words.
    await page.getByLabel("Delivery Postcode").fill("zz");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(status(page, "No Results Found")).toContainText("*We can't ship to your location");
  });

  test("signs up to the newsletter, after the spec's messages for an empty form", async ({ page, storefront }) => {
    await page.goto("/stores");
    await page.getByRole("contentinfo").getByRole("link", { name: "Join the Kitchen Club" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Join the Kitchen Club" })).toBeVisible();
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByRole("textbox", { name: "Name" }).fill("Casey");
    await form.getByRole("button", { name: "Sign up" }).click();
    for (const message of [
      "There has been an error. Please check below to see what fields are invalid.",
      "Please enter a valid Email",
      "Please enter a valid Postcode",
    ]) {
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    }
    // What was typed is kept.
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Casey");

    await form.getByRole("textbox", { name: "Email" }).fill(`no-js.${storefront.id}.${Date.now()}@example.com`);
    await form.getByRole("textbox", { name: "Postcode" }).fill(shopperFor(storefront).postcode);
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(status(page, "Thanks for joining! Look out for our next newsletter.")).toBeVisible();
  });

  test("asks to hear when a product is back (notify me), the call-back's fields shown after a first refusal", async ({
    page,
    storefront,
  }) => {
    // Not the first such product: the notify-me journey restocks that one while it runs.
    const listing = (await (await page.request.get("/api/listing?type=all&pageSize=96")).json()) as { products: ListedProduct[] };
    const waiting = listing.products.filter((item) => item.stockStatus === "noStock" || item.stockStatus === "backOrder");
    const product = waiting[1] ?? waiting[0];
    if (!product) throw new Error("the storefront should list a product with no stock or on back order");
    await page.goto(product.uri);
    const box = page.getByRole("region", { name: "Notify me when it's back" });
    await box.getByRole("textbox", { name: "Email" }).fill(`no-js.notify.${storefront.id}.${Date.now()}@example.com`);
    const callback = box.getByRole("checkbox", { name: "Call me too when it's back" });
    if ((await callback.count()) > 0) {
      // Without JavaScript the call-back's fields come with the page the refused post renders.
      await callback.check();
      await box.getByRole("button", { name: "Notify me" }).click();
      await expect(box.getByRole("alert").first()).toContainText("Please enter your name so we know who to ask for");
      await expect(box.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
      await expect(callback).toBeChecked();
      await box.getByRole("textbox", { name: "Name" }).fill("Sam Caller");
      await box.getByRole("textbox", { name: "Phone" }).fill(shopperFor(storefront).phone);
    }
    await box.getByRole("button", { name: "Notify me" }).click();
    await expect(status(page, "Check your inbox: we sent you a link to confirm.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${product.uri}$`));
  });

  test("the checkout says payment needs JavaScript, keeps the cart and the delivery details", async ({ page, browser, storefront }) => {
    const product = await aProductInStock(page);
    await addToCart(page, product);
    await page.goto("/cart");
    await page.getByRole("link", { name: "Go to checkout" }).click();
    await expect(page).toHaveURL(/\/customer\/checkout$/);

    const needsScript = page.getByRole("status").filter({ hasText: "Payment needs JavaScript" });
    await expect(needsScript).toContainText("Your cart is kept");
    const cart = page.getByRole("region", { name: "Your cart" });
    await expect(cart.getByRole("listitem")).toHaveCount(1);
    await expect(cart).toContainText(product.title);

    const shopper = shopperFor(storefront);
    const details = page.getByRole("region", { name: "Delivery details" });
    await details.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await details.getByRole("button", { name: "Save delivery details" }).click();
    await expect(
      details.getByRole("alert").filter({ hasText: "There has been an error. Please check below to see what fields are invalid." }),
    ).toBeVisible();
    await expect(details.getByRole("textbox", { name: "Email" })).toHaveValue("not-an-email");

    await details.getByRole("textbox", { name: "Email" }).fill(shopper.email);
    await details.getByRole("textbox", { name: "Phone number" }).fill(shopper.phone);
    await details.getByRole("textbox", { name: "First name" }).fill(shopper.firstName);
    await details.getByRole("textbox", { name: "Last name" }).fill(shopper.lastName);
    await details.getByLabel("Address", { exact: true }).fill(shopper.address);
    await details.getByRole("textbox", { name: "Suburb" }).fill(shopper.suburbQuery);
    if (storefront.country === "AU") await details.getByRole("textbox", { name: "State" }).fill("VIC");
    await details.getByRole("textbox", { name: "Postcode" }).fill(shopper.postcode);
    await details.getByRole("button", { name: "Save delivery details" }).click();
    await expect(status(page, "Your delivery details are saved.")).toBeVisible();
    await expect(details.getByRole("textbox", { name: "First name" })).toHaveValue(shopper.firstName);
    await expect(cart).toContainText(product.title);

    // Once JavaScript is on, the checkout starts from what was entered, with the cart kept.
    const scripted = await browser.newContext({ javaScriptEnabled: true, storageState: await page.context().storageState() });
    try {
      const withScript = await scripted.newPage();
      await withScript.goto(`http://127.0.0.1:${storefront.port}/customer/checkout`);
      const delivery = withScript.getByRole("region", { name: "Delivery address" });
      await expect(delivery.getByRole("textbox", { name: "First name" })).toHaveValue(shopper.firstName);
      await expect(streetAddressField(delivery)).toHaveValue(shopper.address);
      await expect(withScript.getByRole("complementary", { name: "Order Summary" })).toContainText(product.title);
      await expect(withScript.getByText("Payment needs JavaScript")).toHaveCount(0);
    } finally {
      await scripted.close();
    }
  });
});
