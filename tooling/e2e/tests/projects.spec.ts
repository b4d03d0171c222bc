import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { goToCheckout, hydrated, payByCard, shopperFor, fillCheckoutUpToPayment, TEST_CARDS } from "./checkout-steps";
import { signIn, STAFF } from "./accounts";
import { expect, test } from "./fixtures";

// Projects (quotes) for staff, spec 3 §2, §4 and issue 15 item 5: the main retail brand's staff
// tooling. One journey from an empty project to a shared quote and an order.

interface Listed {
  sku: string;
  title: string;
  price: number;
  stockStatus: string;
}

/** Three products in stock with a price, from the storefront's own listing. */
async function threeProducts(page: Page): Promise<Listed[]> {
  const listing = (await (await page.request.get("/api/listing?type=all&pageSize=96")).json()) as { products: Listed[] };
  const products = listing.products.filter((item) => item.stockStatus === "inStock" && item.price > 0 && item.price < 2000).slice(0, 3);
  if (products.length < 3) throw new Error("the storefront should sell three products in stock");
  return products;
}

const productLine = (page: Page, title: string): Locator => page.getByRole("article", { name: title });

/** Adds a product by SKU to a folder and waits for its line. */
async function addProduct(page: Page, folder: string, product: Listed) {
  const form = page.getByRole("form", { name: `Add product to ${folder}` });
  await form.getByRole("textbox", { name: "Product SKU" }).fill(product.sku);
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(productLine(page, product.title)).toBeVisible();
}

/** Opens a tab of a product line and answers its panel. */
async function openTab(line: Locator, title: string, tab: string): Promise<Locator> {
  await line
    .getByRole("tablist", { name: `Details of ${title}` })
    .getByRole("tab", { name: tab })
    .click();
  return line.getByRole("tabpanel", { name: tab });
}

test(
  "staff build a project: two folders, a moved product, a note, a variation and an attachment, a price lock, a quote, a shared read-only link and an order",
  forBrands("wa"),
  async ({ page, browser, storefront }) => {
    test.setTimeout(240_000);
    await signIn(page, STAFF);
    const [kettle, toaster, third] = await threeProducts(page);
    if (!kettle || !toaster || !third) throw new Error("three products");

    // A second project to move a product into.
    const suffix = Date.now().toString(36);
    await page.goto("/project");
    await hydrated(page);
    await page.getByRole("textbox", { name: "New project name" }).fill(`Spare room ${suffix}`);
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Spare room ${suffix}` })).toBeVisible();

    const name = `Kitchen renovation ${suffix}`;
    await page.getByRole("textbox", { name: "New project name" }).fill(name);
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page).toHaveURL(/\/project\/\d+/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    for (const folder of ["Kitchen", "Laundry"]) {
      await page.getByRole("textbox", { name: "New folder name" }).fill(folder);
      await page.getByRole("button", { name: "Add folder" }).click();
      await expect(page.getByRole("form", { name: `Add product to ${folder}` })).toBeVisible();
    }
    await addProduct(page, "Kitchen", kettle);
    await addProduct(page, "Kitchen", third);
    await addProduct(page, "Laundry", toaster);

    // The third product moves to the spare room project.
    await productLine(page, third.title).getByRole("button", { name: "Move to another project" }).click();
    const transfer = page.getByRole("dialog", { name: `Move ${third.title} to another project` });
    const target = transfer.getByRole("combobox", { name: "Target project" });
    const spareRoom = (await target.locator("option", { hasText: `Spare room ${suffix}` }).textContent()) ?? "";
    await target.selectOption({ label: spareRoom.trim() });
    await transfer.getByRole("button", { name: "Move product" }).click();
    await expect(transfer).toHaveCount(0);
    await expect(productLine(page, third.title)).toHaveCount(0);

    const line = productLine(page, kettle.title);
    const notes = await openTab(line, kettle.title, "Notes");
    await notes.getByRole("textbox", { name: "Note" }).fill("Customer wants it delivered with the oven.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByRole("listitem").filter({ hasText: "Customer wants it delivered with the oven." })).toBeVisible();
    await expect(notes.getByRole("textbox", { name: "Note" })).toHaveValue("");

    const variations = await openTab(line, kettle.title, "Variations");
    await variations.getByRole("textbox", { name: "Brand" }).fill("Westbrook");
    await variations.getByRole("textbox", { name: "Variation SKU" }).fill("WES-ALT-1");
    await variations.getByRole("button", { name: "Save variation" }).click();
    await expect(variations.getByText("WES-ALT-1")).toBeVisible();

    const attachments = await openTab(line, kettle.title, "Attachments");
    await attachments
      .getByLabel("Attach a file")
      .setInputFiles({ name: "floor-plan.txt", mimeType: "text/plain", buffer: Buffer.from("Kitchen 4.2 m x 3.1 m\n") });
    await attachments.getByRole("button", { name: "Upload file" }).click();
    await expect(attachments.getByRole("button", { name: "Download floor-plan.txt" })).toBeVisible();

    // Price lock, quote and sharing.
    await page.getByRole("button", { name: "Lock prices" }).click();
    await expect(page.getByText(/^Prices locked until /)).toBeVisible();
    await page.getByRole("button", { name: "Save quote", exact: true }).click();
    await expect(page.getByText(/^Quoted as \S+/)).toBeVisible();
    await page.getByRole("button", { name: "Share with the customer" }).click();
    const sharedLink = page.getByRole("link", { name: /shareId=/ });
    await expect(sharedLink).toBeVisible();
    const sharedUrl = (await sharedLink.getAttribute("href")) ?? "";

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = axe.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious, "axe on the project page").toEqual([]);

    // The customer opens the shared link, signed out: the project, read-only.
    const customer = await browser.newContext({ baseURL: `http://127.0.0.1:${storefront.port}` });
    const shared = await customer.newPage();
    await shared.goto(new URL(sharedUrl, `http://127.0.0.1:${storefront.port}`).pathname + new URL(sharedUrl, "http://x").search);
    await expect(shared.getByText("You are viewing a shared project. It is read-only.")).toBeVisible({ timeout: 30_000 });
    await expect(shared.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(shared.getByText(kettle.title).first()).toBeVisible();
    await expect(shared.getByRole("button", { name: "Add note" })).toHaveCount(0);
    await expect(shared.getByRole("textbox")).toHaveCount(0);
    await customer.close();

    // The project becomes the cart, and the cart an order. Products added during the visit come
    // in unselected (spec 3 §4: a refresh keeps the previous selection), so staff tick them.
    for (const folder of ["Kitchen", "Laundry"]) await page.getByRole("checkbox", { name: `Select folder ${folder}` }).check();
    for (const product of [kettle, toaster]) await page.getByRole("checkbox", { name: `Select ${product.title}` }).check();
    await expect(page.getByText("2 products in 2 folders selected")).toBeVisible();
    await page.getByRole("button", { name: "Add selected to cart" }).click();
    await expect(page.getByRole("button", { name: /^Cart, 2 items$/ })).toBeVisible();
    await goToCheckout(page);
    await fillCheckoutUpToPayment(page, shopperFor(storefront, { email: "project.customer@example.com" }));
    await payByCard(page, TEST_CARDS.approved);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("listitem").filter({ hasText: kettle.title })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: toaster.title })).toBeVisible();
  },
);

test("a customer who opens the project area gets the access-denied page, not a project", forBrands("wa"), async ({ page }) => {
  await page.goto("/account/login");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("customer@example.com");
  await page.getByLabel("Password").fill("Customer-sandbox-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await page.goto("/project");
  await expect(page.getByText("You do not have access to this page.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create project" })).toHaveCount(0);
});
