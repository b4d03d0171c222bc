import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expect, test } from "./fixtures";

/** Opens a page and waits until the shell is interactive. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** A search term with products in every storefront's range. */
const TERM = "table";

test.describe("browsing shell", () => {
  test("search suggestions lead to the results page", async ({ page }) => {
    await open(page, "/");
    const search = page.getByRole("search", { name: "Site search" }).first();
    await search.getByRole("combobox", { name: "Search" }).fill(TERM);
    const suggestions = search.getByRole("listbox", { name: "Search suggestions" });
    await expect(suggestions.getByRole("group", { name: "Products" }).getByRole("option").first()).toBeVisible();
    await suggestions.getByRole("group", { name: "Suggestions" }).getByRole("option", { name: TERM, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${TERM}$`));
    await expect(page.locator("main")).toHaveAttribute("data-page-type", "search");
  });

  test("submitting the search goes where the search service says", async ({ page }) => {
    await open(page, "/");
    const input = page.getByRole("search", { name: "Site search" }).first().getByRole("combobox", { name: "Search" });
    await input.fill(`  ${TERM}  `);
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search/${TERM}$`));
  });

  test("sets a delivery location with the postcode typeahead", async ({ page, storefront }) => {
    const postcode = storefront.id === "aol-nz" ? "6011" : "3000";
    await open(page, "/");
    await page.getByRole("button", { name: /Your Store/ }).click();
    const dropdown = page.getByRole("region", { name: "Your Store" });
    await dropdown.getByRole("button", { name: "Change delivery location" }).click();
    await expect(dropdown.getByRole("heading", { name: "Set Your Delivery Location" })).toBeVisible();
    await dropdown.getByRole("combobox", { name: "Delivery Postcode" }).fill(postcode);
    const option = dropdown.getByRole("option").first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(dropdown.getByRole("heading", { name: "Your delivery location" })).toBeVisible();
    await expect(dropdown.getByTestId("delivery-location")).toContainText(postcode);
  });

  // The same typeahead with the arrow keys and Enter (issue 40 item 6: pointer and keyboard both).
  test("sets a delivery location with the postcode typeahead and the keyboard", async ({ page, storefront }) => {
    const postcode = storefront.id === "aol-nz" ? "6011" : "3000";
    await open(page, "/");
    await page.getByRole("button", { name: /Your Store/ }).click();
    const dropdown = page.getByRole("region", { name: "Your Store" });
    await dropdown.getByRole("button", { name: "Change delivery location" }).press("Enter");
    const field = dropdown.getByRole("combobox", { name: "Delivery Postcode" });
    await expect(field).toBeFocused();
    // Typed at full speed: every digit reaches the field.
    await page.keyboard.type(postcode);
    await expect(field).toHaveValue(postcode);
    await expect(dropdown.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(dropdown.getByTestId("delivery-location")).toContainText(postcode);
  });

  test("a postcode with no locality says so", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Your Store/ }).click();
    const dropdown = page.getByRole("region", { name: "Your Store" });
    await dropdown.getByRole("button", { name: "Change delivery location" }).click();
    await dropdown.getByRole("combobox", { name: "Delivery Postcode" }).fill("zzzz");
    await expect(dropdown.locator("p", { hasText: "No Results Found" })).toBeVisible();
    await expect(dropdown.getByText("*We can't ship to your location")).toBeVisible();
  });

  test("chooses a store from the store dropdown", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Your Store/ }).click();
    const dropdown = page.getByRole("region", { name: "Your Store" });
    await expect(dropdown.getByRole("link", { name: "Change Store" })).toHaveAttribute("href", "/stores");
    const choose = dropdown.getByRole("button", { name: /^Choose / }).first();
    const label = (await choose.getAttribute("aria-label")) ?? "";
    const storeName = label.replace(/^Choose /, "");
    await choose.click();
    await expect(page.getByTestId("header-store-name")).toHaveText(storeName);
    await expect(dropdown.getByRole("link", { name: "View Store Details" })).toHaveAttribute("href", /^\/stores\//);
  });

  // The region ids are Australian (spec 1 §9).
  test("region_id forces the delivery location and leaves the address", forBrands("wa"), async ({ page }) => {
    const forced = page.waitForResponse((response) => response.url().includes("/api/geo/setlocation") && response.ok());
    await page.goto("/stores?region_id=3000111");
    await forced;
    await expect(page).toHaveURL(/\/stores$/);
    await page.getByRole("button", { name: /Your Store/ }).click();
    await expect(page.getByTestId("delivery-location")).toContainText("3000");
  });

  test("newsletter signup shows the validation error first, then thanks", async ({ page, storefront }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/");
    const dock = page.getByRole("complementary", { name: "Newsletter" });
    await dock.getByRole("button", { name: "Join the Kitchen Club" }).click();
    const form = dock.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Name").fill("Casey Shopper");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Postcode").fill("12");
    await form.getByRole("button", { name: "Sign up" }).click();
    // The summary and each refused field's message, each an alert.
    for (const message of [
      "There has been an error. Please check below to see what fields are invalid.",
      "Please enter a valid Email",
      "Please enter a valid Postcode",
    ]) {
      await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
    }

    await form.getByLabel("Email").fill(`e2e-${storefront.id}-${Date.now()}@example.com`);
    await form.getByLabel("Postcode").fill("2000");
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(dock.getByRole("status")).toContainText("Thanks");
    expect(await page.evaluate(() => localStorage.getItem("waNewsletterSubscription"))).toBe("true");
  });

  test("the server HTML carries the canonical link and share tags", async ({ request, storefront }) => {
    const html = await (await request.get("/Stores/")).text();
    expect(html).toContain(`<link rel="canonical" href="https://localhost:${storefront.port}/stores"/>`);
    expect(html).toContain('<meta property="og:type" content="website"/>');
    // The configured origin, never a host the request names (issue 18).
    const home = await (await request.get("/", { headers: { "x-forwarded-host": "evil.example" } })).text();
    expect(home).toContain(`<link rel="canonical" href="https://localhost:${storefront.port}/"/>`);
    expect(home).not.toContain("evil.example");
  });

  // The seed gives every storefront but hc an alert banner.
  test("the alert banner is in the server HTML, and once closed it stays away", async ({ page, request }) => {
    expect(await (await request.get("/stores")).text()).toContain('aria-label="Announcement"');
    await open(page, "/stores");
    const banner = page.getByRole("region", { name: "Announcement" });
    await expect(banner).toContainText("Free metro delivery");
    await banner.getByRole("button", { name: "Close announcement" }).click();
    await expect(banner).toHaveCount(0);
    await open(page, "/stores");
    await expect(page.locator("main")).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("back to top appears after scrolling", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 500 });
    // A shopper scrolls with the wheel as soon as the page shows, without waiting for it to hydrate
    // (issue 42 item 7: waiting for wa's home page to hydrate ran out of time under load, and the
    // page, once hydrated, threw a shopper who had scrolled back to the top).
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);
    await page.mouse.move(640, 250);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The button comes once the page is interactive, and the page stays where the shopper scrolled it.
    await expect(button).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
