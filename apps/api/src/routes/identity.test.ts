import { IDENTITY_MESSAGES } from "@storefront/api-contract/identity";
import { registrationMessages } from "@storefront/validation/registration";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { identityActionMessages } from "../accounts/identity-actions";
import { accounts, accountTokens } from "../db/schema";
import { SmtpMailer } from "../mail/mailer";
import { setupMailbox } from "../mail/test-mailbox";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { TEST_TODAY } from "../test-clock";
import { bearer, setupTestApi, signIn } from "../test-helpers";

const mailbox = setupMailbox();
let clock = TEST_TODAY;
const api = setupTestApi({
  now: () => clock,
  mailer: () => new SmtpMailer({ host: "127.0.0.1", port: mailbox.port, from: "Accounts <accounts@storefront.test>" }),
});
const [, customer] = SANDBOX_ACCOUNTS;

const post = (url: string, body: unknown, options: { brand?: string; headers?: Record<string, string> } = {}) =>
  api.request({ method: "POST", url, payload: body as Record<string, unknown>, ...options });

const registration = (email: string) => ({
  email,
  password: "Kettle-boil-7",
  firstName: "Avery",
  lastName: "Quinn",
  phone: "0412 345 678",
  clientId: "storefront-web",
});

/** The token of the first link in a mail that leads to the given path. */
function tokenOf(text: string, path: RegExp): string {
  const match = new RegExp(`${path.source}([A-Za-z0-9_-]{20,})`).exec(text);
  if (!match?.[1]) throw new Error(`no link to ${path.source} in: ${text}`);
  return match[1];
}

describe("register and confirm email", () => {
  it("creates the account with a lower-cased email, mails a confirmation over SMTP, and the link confirms it once", async () => {
    const response = await post("/api/account/register", registration("Avery.Quinn@Example.com"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mail = await mailbox.next("avery.quinn@example.com");
    expect(mail.subject).toBe("Confirm your email for Wattle & Ash");
    expect(mail.from).toContain("accounts@storefront.test");
    expect(mail.text).toContain("http://localhost:3001/api/account/confirmemail/");
    const token = tokenOf(mail.text, /\/api\/account\/confirmemail\//);

    const token1 = await signIn(api, "avery.quinn@example.com", "Kettle-boil-7");
    const before = await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token1) });
    expect(before.json()).toMatchObject({
      email: "avery.quinn@example.com",
      firstName: "Avery",
      phone: "0412345678",
      emailConfirmed: false,
    });

    const confirmed = await api.request({ method: "GET", url: `/api/account/confirmemail/${token}` });
    expect(confirmed.json()).toEqual({ success: true });
    const after = await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token1) });
    expect(after.json()).toMatchObject({ emailConfirmed: true });

    const again = await api.request({ method: "GET", url: `/api/account/confirmemail/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, errors: [identityActionMessages.confirmTokenInvalid] });
  });

  it("stores only the hash of a mailed token", async () => {
    await post("/api/account/register", registration("hash.check@example.com"));
    const token = tokenOf((await mailbox.next("hash.check@example.com")).text, /confirmemail\//);
    const rows = await api.db.select({ tokenHash: accountTokens.tokenHash }).from(accountTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("sends a browser that opens the link on to the account page", async () => {
    await post("/api/account/register", registration("browser.link@example.com"));
    const token = tokenOf((await mailbox.next("browser.link@example.com")).text, /confirmemail\//);
    const opened = await api.request({ method: "GET", url: `/api/account/confirmemail/${token}`, headers: { accept: "text/html" } });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/account?emailConfirmed=true");
    const reopened = await api.request({ method: "GET", url: `/api/account/confirmemail/${token}`, headers: { accept: "text/html" } });
    expect(reopened.headers.location).toBe("/account?emailConfirmed=false");
  });

  it("refuses a taken email and every broken field with the register form's messages", async () => {
    const taken = await post("/api/account/register", registration("Customer@example.com"));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ success: false, errors: [identityActionMessages.emailTaken] });

    const broken = await post("/api/account/register", { ...registration("x@"), password: "short", firstName: " ", phone: "12" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual([
      registrationMessages.email,
      registrationMessages.password,
      registrationMessages.firstName,
      "Please enter a valid phone number",
    ]);
  });

  it("asks for a valid ABN where the storefront's flag says so (aol), and checks one given elsewhere", async () => {
    const missing = await post("/api/account/register", registration("trade@example.com"), { brand: "aol" });
    expect(missing.json()).toEqual({ success: false, errors: [registrationMessages.abn] });
    const withAbn = await post("/api/account/register", { ...registration("trade@example.com"), ABN: "51 824 753 556" }, { brand: "aol" });
    expect(withAbn.statusCode, withAbn.body).toBe(200);
    const [row] = await api.db.select().from(accounts).where(eq(accounts.email, "trade@example.com"));
    expect(row?.abn).toBe("51824753556");
    await mailbox.next("trade@example.com");
    expect((await post("/api/account/register", registration("retail@example.com"))).statusCode).toBe(200);
    await mailbox.next("retail@example.com");
    const badAbn = await post("/api/account/register", { ...registration("retail2@example.com"), ABN: "123" });
    expect(badAbn.json().errors).toEqual([registrationMessages.abn]);
  });

  it("mails a new link on resend only to an unconfirmed account, and answers success either way", async () => {
    await post("/api/account/register", registration("resend@example.com"));
    const first = tokenOf((await mailbox.next("resend@example.com")).text, /confirmemail\//);
    expect((await post("/api/account/resendconfirmemail", { clientId: "web", email: "Resend@example.com" })).json()).toEqual({
      success: true,
    });
    const second = tokenOf((await mailbox.next("resend@example.com")).text, /confirmemail\//);
    expect(second).not.toBe(first);
    // The first link stopped working when the second was issued.
    expect((await api.request({ method: "GET", url: `/api/account/confirmemail/${first}` })).statusCode).toBe(400);
    expect((await post("/api/account/resendconfirmemail", { clientId: "web", email: customer.email })).json()).toEqual({ success: true });
    expect((await post("/api/account/resendconfirmemail", { clientId: "web", email: "nobody@example.com" })).json()).toEqual({
      success: true,
    });
    await expect(mailbox.next(customer.email, 300)).rejects.toThrow();
  });
});

describe("forgot and reset password", () => {
  it("mails a reset link; the token sets a new password once, and sessions from before stop working", async () => {
    await post("/api/account/register", registration("reset.me@example.com"));
    await mailbox.next("reset.me@example.com");
    const oldSession = await signIn(api, "reset.me@example.com", "Kettle-boil-7");

    clock = new Date(TEST_TODAY.getTime() + 2000);
    expect((await post("/api/account/forgotpassword", { clientId: "web", email: "RESET.me@example.com" })).json()).toEqual({
      success: true,
    });
    const mail = await mailbox.next("reset.me@example.com");
    expect(mail.subject).toBe("Reset your Wattle & Ash password");
    const token = tokenOf(mail.text, /http:\/\/localhost:3001\/account\/reset-password\?token=/);

    const weak = await post("/api/account/resetpassword", { token, password: "password" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ success: false, errors: [registrationMessages.password] });

    expect((await post("/api/account/resetpassword", { token, password: "Toaster-pop-9" })).json()).toEqual({ success: true });
    const reused = await post("/api/account/resetpassword", { token, password: "Toaster-pop-10" });
    expect(reused.json()).toEqual({ success: false, errors: [identityActionMessages.resetTokenInvalid] });

    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(oldSession) })).statusCode).toBe(401);
    const fresh = await signIn(api, "reset.me@example.com", "Toaster-pop-9");
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(fresh) })).statusCode).toBe(200);
    clock = TEST_TODAY;
  });

  it("refuses a reset token after an hour", async () => {
    await post("/api/account/forgotpassword", { clientId: "web", email: customer.email });
    const token = tokenOf((await mailbox.next(customer.email)).text, /reset-password\?token=/);
    clock = new Date(TEST_TODAY.getTime() + 60 * 60 * 1000 + 1);
    const late = await post("/api/account/resetpassword", { token, password: "Toaster-pop-9" });
    clock = TEST_TODAY;
    expect(late.json()).toEqual({ success: false, errors: [identityActionMessages.resetTokenInvalid] });
  });

  it("answers success for an unknown email without sending anything", async () => {
    expect((await post("/api/account/forgotpassword", { clientId: "web", email: "nobody@example.com" })).json()).toEqual({ success: true });
    await expect(mailbox.next("nobody@example.com", 300)).rejects.toThrow();
  });
});

describe("profile", () => {
  it("answers 'Invalid login' without a valid token", async () => {
    for (const headers of [{}, bearer("not.a.token")]) {
      const response = await api.request({ method: "GET", url: "/api/account/getprofile", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, errors: [IDENTITY_MESSAGES.invalidLogin] });
    }
  });

  it("updates the fields flagged changed; a new email is unconfirmed until its link is followed", async () => {
    await post("/api/account/register", registration("profile@example.com"));
    await mailbox.next("profile@example.com");
    const token = await signIn(api, "profile@example.com", "Kettle-boil-7");
    const profile = (await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token) })).json();
    const update = {
      userId: profile.userId,
      clientId: "web",
      email: "New.Profile@example.com",
      emailChanged: true,
      firstName: "Ava",
      firstNameChanged: true,
      lastName: "ignored",
      lastNameChanged: false,
    };
    expect((await post("/api/account/updateprofile", update, { headers: bearer(token) })).json()).toEqual({ success: true });
    const link = tokenOf((await mailbox.next("new.profile@example.com")).text, /confirmemail\//);
    const changed = (await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token) })).json();
    expect(changed).toMatchObject({ email: "new.profile@example.com", firstName: "Ava", lastName: "Quinn", emailConfirmed: false });
    await api.request({ method: "GET", url: `/api/account/confirmemail/${link}` });
    expect((await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token) })).json().emailConfirmed).toBe(true);

    const taken = await post("/api/account/updateprofile", { ...update, email: customer.email }, { headers: bearer(token) });
    expect(taken.json()).toEqual({ success: false, errors: [identityActionMessages.emailTaken] });
    const blank = await post("/api/account/updateprofile", { ...update, emailChanged: false, firstName: " " }, { headers: bearer(token) });
    expect(blank.json()).toEqual({ success: false, errors: [registrationMessages.firstName] });
  });
});

describe("relogin and logout", () => {
  it("renews a valid session with new tokens carrying the new nonce, and refuses a revoked one with 'Invalid login'", async () => {
    const token = await signIn(api, customer.email, customer.password);
    const body = { token, origin: "http://localhost:3001", nonce: "renew-nonce-42", returnUrl: "/account/orders" };
    const renewed = await post("/api/account/relogin", body);
    expect(renewed.statusCode).toBe(200);
    const redirectUrl = String(renewed.json().redirectUrl);
    expect(redirectUrl).toMatch(
      /^\/blank\/account\/login-callback#access_token=[\w-]+\.[\w-]+\.[\w-]+&id_token=.+&nonce=renew-nonce-42&returnUrl=%2Faccount%2Forders$/,
    );

    expect((await post("/api/account/logout", {}, { headers: bearer(token) })).json()).toEqual({ succeeded: true });
    const refused = await post("/api/account/relogin", body);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, errors: [IDENTITY_MESSAGES.invalidLogin] });
  });

  it("revokes the token on logout: every authenticated call answers 401 and checkout treats it as a guest", async () => {
    const token = await signIn(api, customer.email, customer.password);
    const other = await signIn(api, customer.email, customer.password);
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(token) })).statusCode).toBe(200);
    await post("/api/account/logout", { userId: customer.id, clientId: "web" }, { headers: bearer(token) });
    for (const url of ["/api/account", "/api/account/getprofile", "/api/account/order/invoiced", "/api/account/order/addresses"]) {
      expect((await api.request({ method: "GET", url, headers: bearer(token) })).statusCode, url).toBe(401);
    }
    // Another session of the same account stays signed in.
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(other) })).statusCode).toBe(200);
  });

  it("puts a jti and an expiry in every token", async () => {
    const token = await signIn(api, customer.email, customer.password);
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp).toBe((claims.iat as number) + 3600);
  });
});
