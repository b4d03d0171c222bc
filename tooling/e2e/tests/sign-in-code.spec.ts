import AxeBuilder from "@axe-core/playwright";
import { forBrands } from "../brand-coverage";
import { mailCatcherUrl } from "../storefronts";
import { registerOnThePage } from "./accounts";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 45 item 5: where OTPEnabled is on (seeded for the trade storefronts aol and aol-nz), a
 * customer logs in with a six-digit code mailed to them (read from the suite's mail catcher, as
 * they would read their inbox) instead of the password. A wrong code is refused with its message
 * and the code form stays; the right code signs in once.
 */

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
}

const caughtMails = async (to: string) =>
  (await (await fetch(`${mailCatcherUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[];

/** The sign-in code of the newest such mail to `to`. */
async function mailedSignInCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await caughtMails(to)).find((candidate) => /^\d{6} is your .+ sign-in code$/.test(candidate.subject));
        code = /sign-in code is (\d{6})\./.exec(mail?.text ?? "")?.[1];
        return code;
      },
      { message: `a sign-in code mailed to ${to}`, timeout: 15_000 },
    )
    .toBeDefined();
  return code as string;
}

test("log in with a code mailed to the account's address", forBrands("aol", "aol-nz"), async ({ page, storefront }) => {
  test.slow();
  // A customer of its own, registered on the register page (the journey is the sign-in).
  const email = `otp-${storefront.id}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerOnThePage(page, {
    email,
    password: "Sandbox-pass-1",
    firstName: "Olive",
    lastName: "Passcode",
    phone: storefront.country === "NZ" ? "021 123 4567" : "0412 345 678",
  });

  await page.goto("/account/login");
  await hydrated(page);
  const codeSection = page.getByRole("region", { name: "Or log in with a code by email" });
  await expect(codeSection).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await codeSection.getByRole("textbox", { name: "Email for the code" }).fill(email);
  await codeSection.getByRole("button", { name: "Email me a code" }).click();
  await expect(codeSection.getByRole("status")).toContainText(`If ${email} has an account, we have emailed it a 6-digit code.`);
  const code = await mailedSignInCode(email);

  // A wrong code first: the API sends the page back with why, and the code form stays.
  const wrong = code === "000000" ? "111111" : "000000";
  await codeSection.getByRole("textbox", { name: "6-digit code" }).fill(wrong);
  await codeSection.getByRole("button", { name: "Log in with code" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right. Please check the email and try again.");
  await hydrated(page);
  const again = page.getByRole("form", { name: "Log in with the emailed code" });
  await again.getByRole("textbox", { name: "Email the code was sent to" }).fill(email);
  await again.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await again.getByRole("button", { name: "Log in with code" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await expect(page.getByRole("banner").getByRole("button", { name: /^Olive/ })).toBeVisible();
});
