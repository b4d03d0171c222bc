import type { Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures";

/** The API's sandbox accounts (apps/api README): a staff member of the seeded store, and a customer. */
export const STAFF = { email: "staff@example.com", password: "Staff-sandbox-1" };
export const CUSTOMER = { email: "customer@example.com", password: "Customer-sandbox-1" };

/** Signs in on the login page and waits for the account page the login callback ends on. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/account/login");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  // The login callback is a full page load (slow under CI's load).
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
}

/** The signed-in session's access token, as the page's session store keeps it (`accountSession`). */
async function accessToken(page: Page): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      token = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem("accountSession") ?? "{}") as { state?: { accessToken?: string } }).state?.accessToken ?? null,
      );
      return token;
    })
    .toBeTruthy();
  return token ?? "";
}

/** A GET of the API as the page's signed-in account (the bearer token the storefront sends). */
export async function getAsSignedIn<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
}

/** A new customer as the register form takes them. */
export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Fills and sends the register page's form as a person does (its bot check's token goes with it;
 * the API refuses a registration without one), an ABN where the brand asks for it, and waits for
 * the confirmation message.
 */
export async function sendRegisterForm(page: Page, customer: NewCustomer) {
  // The page's own form: some brands' footers have a newsletter form with its own 'Email'.
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(customer.email);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(customer.password);
  await form.getByLabel("First name").fill(customer.firstName);
  await form.getByLabel("Last name").fill(customer.lastName);
  await form.getByLabel("Phone").fill(customer.phone);
  if (await form.getByLabel("ABN").count()) await form.getByLabel("ABN").fill("51 824 753 556");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(`We have sent a confirmation email to ${customer.email}.`)).toBeVisible();
}

/** Opens the register page and registers a new customer on it (sendRegisterForm). */
export async function registerOnThePage(page: Page, customer: NewCustomer) {
  await page.goto("/account/register");
  await hydrated(page);
  await sendRegisterForm(page, customer);
}
