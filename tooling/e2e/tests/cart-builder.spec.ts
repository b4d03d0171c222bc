import { forBrands } from "../brand-coverage";
import { signIn, STAFF } from "./accounts";
import { expect, hydrated, test } from "./fixtures";

// Spec 3 page type cartBuilder (issue 45 item 10): staff build a cart by SKU and send the customer
// a link; the customer opens it and adds everything with one click. wa is the brand with staff
// tooling (BRANDS.md).

test(
  "staff build a cart by SKU and copy its link; the customer opens it and adds it all with one click",
  forBrands("wa"),
  async ({ page, browser, baseURL }) => {
    const listing = (await (await page.request.get("/api/listing?type=all&pageSize=48")).json()) as {
      products: { sku: string; title: string; stockStatus: string; price: number }[];
    };
    const [first, second] = listing.products.filter((product) => product.stockStatus === "inStock" && product.price > 0);
    if (!first || !second) throw new Error("the storefront should sell two products in stock");

    await signIn(page, STAFF);
    await page.goto("/cart-builder");
    // The editor is the staff's once the page knows the session (a staff member waits for it, as here).
    await hydrated(page);
    await page.getByRole("textbox", { name: "SKU, line 1" }).click();
    await page.keyboard.type(first.sku);
    await page.getByRole("button", { name: "Add a line" }).click();
    await page.getByRole("textbox", { name: "SKU, line 2" }).fill(second.sku);
    await page.getByRole("spinbutton", { name: "Quantity, line 2" }).fill("2");
    const link = await page.getByRole("textbox", { name: "Customer link" }).inputValue();
    expect(link).toBe(`${baseURL}/cart-builder?lines=${encodeURIComponent(`${first.sku}*1~${second.sku}*2`)}`);

    const customerContext = await browser.newContext({ baseURL });
    const customer = await customerContext.newPage();
    await customer.goto(link);
    await expect(customer.getByRole("heading", { level: 1, name: "Your cart, ready to go" })).toBeVisible();
    const picked = customer.getByRole("list", { name: "Products" });
    await expect(picked.getByRole("link", { name: first.title })).toBeVisible();
    await expect(picked.getByRole("link", { name: second.title })).toBeVisible();
    await customer.getByRole("button", { name: "Add all to cart" }).click();
    await expect(customer.getByRole("status").filter({ hasText: "Added 2 products to the cart." })).toBeVisible();
    // The badge counts lines (spec 3 §2), not units.
    await expect(customer.getByRole("button", { name: "Cart, 2 items" })).toBeVisible();
    await customerContext.close();
  },
);
