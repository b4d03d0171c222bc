import { expect, test } from "./fixtures";

// The account's session lives in the browser, so its forms send from the page's script. Without
// it (JavaScript off here, or a click before the page hydrated), a form posts to its page, which
// says nothing was sent: what was typed, a password among it, never goes into the address.

test.describe("without JavaScript", () => {
  test("logging in posts nothing into the address and says the form needs the page's script", async ({ page }) => {
    await page.goto("/account/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("riley@example.com");
    await page.getByLabel("Password").fill("Kettle-boil-7");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Nothing was sent: this form works once the page has finished loading" }),
    ).toBeVisible();
    expect(page.url()).not.toContain("Kettle-boil-7");
    expect(page.url()).not.toContain("password");
  });
});
