import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expect, test } from "./fixtures";

// The commerce API's sandbox accounts (apps/api): a staff member (winningUserId WU-1001) and a customer.
const STAFF = { email: "staff@example.com", password: "Staff-sandbox-1", firstName: "Morgan" };
const CUSTOMER = { email: "customer@example.com", password: "Customer-sandbox-1", firstName: "Riley" };

/** Opens a page and waits until the shell is interactive. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Fills the login page; the form posts to /api/account/login-redir and the browser follows the API's redirect. */
async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

const adminBar = (page: Page) => page.getByRole("navigation", { name: "Admin navigation" });

/**
 * Opens the first category dropdown of the main navigation and gives its top edge on the page, and
 * the top of the header it hangs from (the staff side panel, open or not, narrows the page, and a
 * narrower header may take another row: the offset is read from the header's top).
 */
async function dropdownTop(page: Page): Promise<{ dropdown: number; header: number }> {
  await page.getByRole("navigation", { name: "Main" }).locator("a[aria-expanded]").first().hover();
  const dropdown = page.getByTestId("nav-dropdown");
  await expect(dropdown).toBeVisible();
  const box = await dropdown.boundingBox();
  const header = await page.getByRole("banner").first().boundingBox();
  if (!box || !header) throw new Error("the nav dropdown or the header has no box");
  return { dropdown: box.y, header: header.y };
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

test.describe("signing in", () => {
  // Staff tooling is the wa storefront's flag (BRANDS.md).
  test("staff get the admin navbar, and nav dropdowns move down by its 50 px until they log out", forBrands("wa"), async ({ page }) => {
    await open(page, "/account/login");
    await logIn(page, STAFF);

    // No returnUrl and no saved path: the default route after login (spec 3 §2). The login
    // callback is a full page load, which took more than 10 s to go on under CI load.
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: `Hi, ${STAFF.firstName}` })).toBeVisible();
    // The bar holds the staff tools too (issue 16); the greeting and Logout end it.
    await expect(adminBar(page)).toContainText(`Hi, ${STAFF.firstName} | Logout`);
    await expect(page.locator("body")).toHaveClass(/(^|\s)has-admin-navbar(\s|$)/);
    await expectNoSeriousViolations(page, "the account page with the admin navbar");

    await open(page, "/");
    await expect(adminBar(page)).toBeVisible();
    const staffTop = await dropdownTop(page);

    await adminBar(page).getByRole("link", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(adminBar(page)).toHaveCount(0);
    await expect(page.locator("body")).not.toHaveClass(/has-admin-navbar/);
    const visitorTop = await dropdownTop(page);
    // The header (and the dropdown under it) sits 50 px lower under the bar.
    expect(staffTop.header - visitorTop.header).toBe(50);
    expect(staffTop.dropdown).toBeGreaterThanOrEqual(visitorTop.dropdown + 50);
  });

  test("a customer comes back to the account page, without an admin navbar", async ({ page }) => {
    await open(page, "/account");
    await expect(page).toHaveURL(/\/account\/(internal\/)?login\?returnUrl=%2Faccount$/);
    await logIn(page, CUSTOMER);

    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: `Hi, ${CUSTOMER.firstName}` })).toBeVisible();
    await expect(page.getByText(CUSTOMER.email)).toBeVisible();
    await expect(adminBar(page)).toHaveCount(0);
    await expect(page.locator("body")).not.toHaveClass(/has-admin-navbar/);

    await page.getByRole("link", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await open(page, "/account");
    await expect(page).toHaveURL(/\/account\/(internal\/)?login\?returnUrl=%2Faccount$/);
  });

  test("a wrong password says so and signs nobody in", async ({ page, storefront }) => {
    await open(page, "/account/login?returnUrl=%2Fstores");
    // An address of its own: the sign-in throttle counts failures per account and client, and the
    // sandbox accounts sign in from this same address in every journey (the answer is the same for
    // an unknown email and a wrong password, so nothing tells them apart).
    await logIn(page, { email: `nobody-${storefront.id}-${Date.now()}@example.com`, password: "not-the-password" });

    await expect(page).toHaveURL(/\/account\/login\?.*error=credentials/);
    await expect(page.getByRole("alert")).toHaveText("Your email or password is incorrect.");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectNoSeriousViolations(page, "the login page with an error");
    await expect(adminBar(page)).toHaveCount(0);

    await open(page, "/account");
    await expect(page).toHaveURL(/\/account\/(internal\/)?login\?returnUrl=%2Faccount$/);
  });
});
