import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { everyBrand, forBrands } from "../brand-coverage";
import type { Storefront } from "../storefronts";
import { sendRegisterForm } from "./accounts";
import { expect, test } from "./fixtures";
import { caughtMails, mailedLink } from "./inbox";

/**
 * The identity journeys of issue 13 (spec 3 §2, §4, §7): registration, the confirmation and
 * password reset links as the API mailed them (read from the suite's mail catcher), the header's
 * account entry, the ?showlogin panel and the silent renew. Nothing is mocked; the renew's
 * failure path blocks the relogin call as a lost connection would.
 */

const PASSWORD = "Sandbox-pass-1";
// The API's sandbox accounts (apps/api README): a staff member and a customer.
const STAFF_EMAIL = "staff@example.com";
const CUSTOMER_EMAIL = "customer@example.com";
const NEW_PASSWORD = "Sandbox-pass-2";

/** The ids of the mails to `to` so far: a later `mailedCode` reads only a newer one. */
async function mailIds(to: string): Promise<Set<string>> {
  return new Set((await caughtMails(to)).map((mail) => mail.id));
}

/** The sandbox provider's one-time code in the newest mail to `to` that is not one of `seen`. */
async function mailedCode(to: string, seen: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await caughtMails(to)).find(
          (candidate) => !seen.has(candidate.id) && /sandbox sign-in code$/.test(candidate.subject),
        );
        code = /code is (\d{6})/.exec(mail?.text ?? "")?.[1];
        return code;
      },
      { message: `a sandbox sign-in code mailed to ${to}`, timeout: 15_000 },
    )
    .toBeDefined();
  return code as string;
}

/** Opens a page and waits until the shell is interactive. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

/** A new shopper of the storefront's country, with an address nobody else uses. */
function newShopper(storefront: Storefront, domain = "example.com") {
  const id = `${storefront.id}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    email: `identity-${id}@${domain}`,
    firstName: "Jordan",
    lastName: "Identity",
    phone: storefront.country === "NZ" ? "021 123 4567" : "0412 345 678",
  };
}

/** Fills and sends the register form; an ABN field (a brand flag) gets a valid ABN. */
async function register(page: Page, shopper: ReturnType<typeof newShopper>) {
  await sendRegisterForm(page, { ...shopper, password: PASSWORD });
}

/** Logs in on the login page, once it is there and interactive. */
async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

const header = (page: Page) => page.getByRole("banner");

/**
 * On the sandbox provider's page: who signs in, 'Send code', then the code the sandbox mailed to
 * that address (read from the mail catcher, as the person reads their inbox), 'Approve'.
 */
async function approveWithProvider(page: Page, provider: string, person: { email: string; firstName?: string }) {
  await expect(page.getByRole("heading", { level: 1, name: `Sign in with ${provider}` })).toBeVisible();
  const seen = await mailIds(person.email);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(person.email);
  if (person.firstName) await page.getByLabel("First name").fill(person.firstName);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We have emailed a 6-digit code to ${person.email.toLowerCase()}.`)).toBeVisible();
  await page.getByLabel("Code").fill(await mailedCode(person.email, seen));
  await page.getByRole("button", { name: "Approve" }).click();
}

/** Signed out: the header offers 'Log in' and the stored session is not signed in. */
async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("accountSession") ?? "{}").state?.isLoggedIn ?? false);
  expect(stored).toBe(false);
}

test.describe("accounts: identity", () => {
  test("register, confirm by the emailed link, sign out, reset the password by the emailed link, sign in from the header", async ({
    page,
    storefront,
  }) => {
    test.slow();
    const shopper = newShopper(storefront);

    // spec 3 §2: ?showlogin opens the login panel, in any letter case; closing it drops the parameter.
    await open(page, "/?ShowLogin=true");
    const panel = page.getByRole("dialog", { name: "Log in" });
    await expect(panel.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    // The header's 'Log in' leads to the brand's login route, which links registration.
    await header(page).getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expectNoSeriousViolations(page, "the login page");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/account\/register$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectNoSeriousViolations(page, "the register page");
    await register(page, shopper);

    // The confirmation link of the mail ends on /account?emailConfirmed=true.
    await page.goto(await mailedLink(shopper.email, "/api/account/confirmemail/"));
    await expect(page).toHaveURL(/\/account\?emailConfirmed=true$/);
    await expect(page.getByText("Thank you, your email address is confirmed.")).toBeVisible();

    // Sign in, then out again from the header's menu.
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await logIn(page, shopper.email, PASSWORD);
    // The login callback hydrates slowly on a loaded machine.
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    await header(page)
      .getByRole("button", { name: new RegExp(`^${shopper.firstName}`) })
      .click();
    await header(page).getByRole("link", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();

    // Forgot password: the mailed link opens the reset page (page type resetPassword).
    await header(page).getByRole("link", { name: "Log in" }).click();
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectNoSeriousViolations(page, "the forgot password page");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(shopper.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If ${shopper.email} has an account with us`)).toBeVisible();

    const resetLink = new URL(await mailedLink(shopper.email, "/account/reset-password?token="));
    expect(resetLink.origin).toBe(new URL(page.url()).origin);
    await open(page, `${resetLink.pathname}${resetLink.search}`);
    await expect(page.locator("main")).toHaveAttribute("data-page-type", "resetPassword");
    await expectNoSeriousViolations(page, "the reset password page");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password has been changed. You can now log in with it.")).toBeVisible();

    // Sign in from the header with the new password: the first name shows in the header, its menu lists the account pages.
    await open(page, "/");
    await header(page).getByRole("link", { name: "Log in" }).click();
    await logIn(page, shopper.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    const menuButton = header(page).getByRole("button", { name: new RegExp(`^${shopper.firstName}`) });
    await expect(menuButton).toHaveText(shopper.firstName);
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = header(page).getByRole("region", { name: "Your account" });
    await expect(menu.getByRole("link")).toHaveText(["My account", "Orders", "Addresses", "Profile", "Log out"]);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("a session of a few seconds is renewed silently; a renew that cannot reach the API ends it with the login page saying why", async ({
    page,
    storefront,
  }) => {
    test.slow();
    // The suite's API gives accounts at renewal.test twenty-second tokens (playwright.config.ts).
    const shopper = newShopper(storefront, "renewal.test");
    await open(page, "/account/register");
    await register(page, shopper);
    await open(page, "/account/login");
    await logIn(page, shopper.email, PASSWORD);
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    const firstName = header(page).getByRole("button", { name: new RegExp(`^${shopper.firstName}`) });
    await expect(firstName).toBeVisible();

    // No full page loads from here: the renew is the page's own timer, in the token's last 900 ms.
    const token = () => page.evaluate(() => JSON.parse(localStorage.getItem("accountSession") ?? "{}").state?.accessToken as string | null);
    const first = await token();
    expect(first).toBeTruthy();
    await expect.poll(token, { timeout: 30_000 }).not.toBe(first);
    await expect(firstName).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Hi, ${shopper.firstName}` })).toBeVisible();

    // No connection to relogin: the token runs out and the session ends on the login route with exp=true.
    await page.route("**/api/account/relogin", (route) => route.abort("internetdisconnected"));
    await expect(page).toHaveURL(/\/login\?exp=true$/, { timeout: 30_000 });
    await expect(page.getByText("Your session has expired, so you have been logged out.")).toBeVisible();
    await page.unroute("**/api/account/relogin");
    // The page it was on is saved for after the next login.
    await logIn(page, shopper.email, PASSWORD);
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  });

  test("a shopper signs in through a social provider's page, which mails a code to prove the email, and comes back signed in", async ({
    page,
    storefront,
  }) => {
    test.slow();
    const shopper = newShopper(storefront);
    await open(page, "/account/login?returnUrl=%2Faccount%2Forders");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await approveWithProvider(page, "Google", shopper);
    await expect(page).toHaveURL(/\/account\/orders$/, { timeout: 30_000 });
    await expect(header(page).getByRole("button", { name: new RegExp(`^${shopper.firstName}`) })).toBeVisible();
  });

  test("issue 41: the provider's page signs nobody into the staff or the customer account by typing their email", async ({ page }) => {
    test.slow();
    // Typing the staff member's email gets a code to the staff mailbox only: a guessed code is refused.
    await open(page, "/account/login?returnUrl=%2Faccount");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in with Google" })).toBeVisible();
    const seen = await mailIds(STAFF_EMAIL);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(STAFF_EMAIL);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await mailedCode(STAFF_EMAIL, seen);
    await page.getByLabel("Code").fill(code === "000000" ? "000001" : "000000");
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("alert")).toHaveText("That code is not right. Please check the email and try again.");

    // Even with the code the staff mailbox got, a staff account is never entered through a provider.
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page).toHaveURL(/\/account\/(internal\/)?login\?error=external-refused/);
    await expect(page.getByRole("alert")).toHaveText(
      "Staff accounts cannot sign in with a social provider. Please log in with your email address and password.",
    );
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectSignedOut(page);

    // The customer's email with its code: not signed in either; a link to connect is mailed instead.
    await page.getByRole("button", { name: "Continue with Facebook" }).click();
    await approveWithProvider(page, "Facebook", { email: CUSTOMER_EMAIL });
    await expect(page).toHaveURL(/\/account\/(internal\/)?login\?error=link-sent&provider=Facebook/);
    await expect(page.getByRole("status").filter({ hasText: "You already have an account with this email address" })).toContainText(
      "so we have not signed you in with Facebook",
    );
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectSignedOut(page);
    await open(page, "/account");
    await expect(page).toHaveURL(/\/account\/(internal\/)?login\?returnUrl=%2Faccount$/);
  });

  test("an existing account connects a provider by the mailed link, and another one while signed in", async ({ page, storefront }) => {
    test.slow();
    const shopper = newShopper(storefront);
    await open(page, "/account/register");
    await register(page, shopper);

    // The provider's email has an account: no sign-in, a link is mailed to the address.
    await open(page, "/account/login");
    await page.getByRole("button", { name: "Continue with Apple" }).click();
    await approveWithProvider(page, "Apple", shopper);
    await expect(page).toHaveURL(/error=link-sent&provider=Apple/);
    await expect(page.getByText("We have emailed you a link: follow it to connect Apple to your account")).toBeVisible();

    const connect = new URL(await mailedLink(shopper.email, "/account/connect-sign-in?token="));
    await open(page, `${connect.pathname}${connect.search}`);
    await expectNoSeriousViolations(page, "the connect sign-in page");
    await page.getByRole("button", { name: "Connect Apple" }).click();
    await expect(page.getByRole("status")).toHaveText("Apple is now connected to your account. Continue with Apple to log in.");

    // Then the provider signs into the account.
    await page.getByRole("button", { name: "Continue with Apple" }).click();
    await approveWithProvider(page, "Apple", shopper);
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: `Hi, ${shopper.firstName}` })).toBeVisible();

    // Signed in: connect Google, whose account has another email, from the profile page.
    await open(page, "/account/profile");
    await page.getByRole("button", { name: "Connect Google" }).click();
    const googleEmail = `google-${shopper.email}`;
    await approveWithProvider(page, "Google", { email: googleEmail });
    await expect(page).toHaveURL(/\/account\/profile\?linked=Google$/, { timeout: 30_000 });
    await expect(page.getByText("Google is now connected: you can log in with it.")).toBeVisible();

    // Signed out, Google signs into the same account.
    await open(page, "/account/logout");
    await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
    await open(page, "/account/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await approveWithProvider(page, "Google", { email: googleEmail });
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    await expect(page.getByText(shopper.email)).toBeVisible();
  });

  test("changing the email asks for the current password; the old address gets a link that restores it and signs every session out", async ({
    page,
    storefront,
  }) => {
    test.slow();
    const shopper = newShopper(storefront);
    const newEmail = `moved-${shopper.email}`;
    await open(page, "/account/register");
    await register(page, shopper);
    await open(page, "/account/login");
    await logIn(page, shopper.email, PASSWORD);
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });

    await open(page, "/account/profile");
    const details = page.getByRole("form", { name: "Email and password" });
    await details.getByRole("textbox", { name: "Email", exact: true }).fill(newEmail);
    await details.getByRole("button", { name: "Change email or password" }).click();
    await expect(details.getByText("Please enter your current password to change your email or password")).toBeVisible();
    await details.getByLabel("Current password").fill("Not-my-password-1");
    await details.getByRole("button", { name: "Change email or password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your current password is not right. Please try again.");
    await details.getByLabel("Current password").fill(PASSWORD);
    await details.getByRole("button", { name: "Change email or password" }).click();
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();

    // The old address's mail undoes it: the page asks first, then restores and signs every session out.
    const undo = new URL(await mailedLink(shopper.email, "/account/revert-email?token="));
    await open(page, `${undo.pathname}${undo.search}`);
    await expectNoSeriousViolations(page, "the restore email page");
    await page.getByRole("button", { name: "Restore my email address" }).click();
    await expect(page.getByText("Your email address has been restored and every session has been signed out.")).toBeVisible();
    await open(page, "/account/login");
    await logIn(page, shopper.email, PASSWORD);
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    await expect(page.getByText(shopper.email)).toBeVisible();
  });

  // aol asks trade customers for their ABN (abnOnRegistration, the API's AbnOnRegistration).
  test("registration asks for a valid ABN", forBrands("aol"), async ({ page, storefront }) => {
    const shopper = newShopper(storefront);
    await open(page, "/account/register");
    await page.getByLabel("ABN").fill("12 345 678 901");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please enter a valid 11-digit ABN")).toBeVisible();
    await register(page, shopper);
  });

  // Colours and contrast are each brand's theme: every brand runs axe over the sign-in pages.
  test("the login, register, forgot and reset password pages have no accessibility violations", everyBrand, async ({ page }) => {
    for (const path of ["/account/login", "/account/register", "/account/forgot-password", "/account/reset-password?token=axe-check"]) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });
});
