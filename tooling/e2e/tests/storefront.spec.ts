import { everyBrand } from "../brand-coverage";
import { expect, htmlEscaped, hydrated, test } from "./fixtures";

// Theme colours differ in every brand.
test("the server HTML carries the brand's name and theme colour", everyBrand, async ({ request, storefront }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(htmlEscaped(storefront.displayName));
  expect(html).toContain(`<meta name="theme-color" content="${storefront.themeColor}"/>`);
  // The document's styles and styled-components' arrive in the first response, coloured by the brand's theme.
  expect(html).toMatch(/<style data-global-style=""[^>]*>[^<]*body\{/);
  expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[\w-]+\{/);
  expect(html.toLowerCase()).toContain(storefront.themeColor.toLowerCase());
});

test("the home page hydrates without a mismatch and follows a link without a full reload", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto("/");
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "homepage");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stores" }).click();

  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "generic");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
});

test("class names computed in the browser equal the server's, so styles survive client navigation", async ({ page, storefront }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: storefront.displayName });
  const serverClass = await hero.getAttribute("class");
  await hydrated(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Brands" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
  // The logo link is named by the wordmark it shows: the brand's name and tagline.
  await page
    .getByRole("banner")
    .getByRole("link", { name: new RegExp(`^${storefront.displayName}( \\w+)?$`, "i") })
    .click();

  await expect(hero).toBeVisible();
  expect(await hero.getAttribute("class")).toBe(serverClass);
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found \| /);
});
