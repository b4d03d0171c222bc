import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expect, test } from "./fixtures";

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

interface SearchAnswer {
  results: { sku: string; title: string }[];
}

// The tray is an overlay (wa and the default) or andoo's bottom bar (BRANDS.md compareVariant).
test("compare up to the too-many dialog, then the compare page", forBrands("wa", "andoo"), async ({ page, request, storefront }) => {
  const answer = (await (await request.get("/api/v3/search?searchTerm=table&isAutoCorrectEnabled=true&limit=4")).json()) as SearchAnswer;
  const [a, b, c, d] = answer.results;
  if (!a || !b || !c || !d) throw new Error("the search should give four products");

  await open(page, `/compare?sku=${[a, b, c].map((product) => product.sku).join("~")}`);
  const table = page.getByRole("table", { name: "Specifications" });
  await expect(table.locator("thead th")).toHaveCount(3);
  for (const product of [a, b, c]) {
    const box = page.getByRole("checkbox", { name: `Add to Compare: ${product.title}` });
    await box.click();
    await expect(box).toBeChecked();
  }
  await page.getByRole("checkbox", { name: "Highlight differences" }).check();
  await expect(table.locator('tr[data-different="true"]').first()).toBeVisible();

  await open(page, `/compare?sku=${d.sku}`);
  // The fourth tick is refused: the box stays unticked and the dialog opens.
  await page.getByRole("checkbox", { name: `Add to Compare: ${d.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Too many products" });
  // spec 1 §2.6's two texts: andoo's bottom bar brand has compareTooManyVariant "deselectAnother".
  await expect(dialog).toContainText(
    storefront.id === "andoo"
      ? "The maximum is 3 products. Please deselect another product to compare this one."
      : "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.",
  );
  await dialog.getByRole("button", { name: "Got it" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: `Add to Compare: ${d.title}` })).not.toBeChecked();

  // The tray shows away from home, checkout and compare pages.
  await open(page, "/stores");
  const tray = page.getByRole("region", { name: "Compare products" });
  if (storefront.id === "andoo") {
    await tray
      .getByRole("button", { name: /COMPARE/ })
      .first()
      .click();
    await tray.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?sku=/);
  } else {
    await tray.getByRole("button", { name: "Compare Selected" }).click();
    await expect(page).toHaveURL(/\/comparison\//);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Compare products" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Specifications" }).locator("thead th")).toHaveCount(3);
});

test("the compare page arrives server-rendered with its products", async ({ request }) => {
  const answer = (await (await request.get("/api/v3/search?searchTerm=table&isAutoCorrectEnabled=true&limit=2")).json()) as SearchAnswer;
  const [a, b] = answer.results;
  if (!a || !b) throw new Error("the search should give two products");
  for (const path of [`/compare?sku=${a.sku}~${b.sku}`, `/comparison/${encodeURIComponent(a.sku)}/${encodeURIComponent(b.sku)}`]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('aria-label="Specifications"');
    // One column heading per compared product, before any script runs.
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
  }
});
