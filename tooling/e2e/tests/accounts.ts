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
