import { IDENTITY_MESSAGES } from "@storefront/api-contract/identity";
import { registrationMessages, signInDetailsMessages } from "@storefront/validation/registration";
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
    const otherSession = await signIn(api, "profile@example.com", "Kettle-boil-7");
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
      currentPassword: "Kettle-boil-7",
    };
    expect((await post("/api/account/updateprofile", update, { headers: bearer(token) })).json()).toEqual({ success: true });
    const link = tokenOf((await mailbox.next("new.profile@example.com")).text, /confirmemail\//);
    const changed = (await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token) })).json();
    expect(changed).toMatchObject({ email: "new.profile@example.com", firstName: "Ava", lastName: "Quinn", emailConfirmed: false });
    await api.request({ method: "GET", url: `/api/account/confirmemail/${link}` });
    expect((await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token) })).json().emailConfirmed).toBe(true);
    // The old address hears of it, with the undo link; the other session has ended, this one goes on.
    const notice = await mailbox.next("profile@example.com");
    expect(notice.subject).toBe("Your Wattle & Ash email address was changed");
    expect(notice.text).toContain("changed to new.profile@example.com");
    expect(notice.text).toMatch(/http:\/\/localhost:3001\/account\/revert-email\?token=/);
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(otherSession) })).statusCode).toBe(401);

    const taken = await post("/api/account/updateprofile", { ...update, email: customer.email }, { headers: bearer(token) });
    expect(taken.json()).toEqual({ success: false, errors: [identityActionMessages.emailTaken] });
    const blank = await post("/api/account/updateprofile", { ...update, emailChanged: false, firstName: " " }, { headers: bearer(token) });
    expect(blank.json()).toEqual({ success: false, errors: [registrationMessages.firstName] });
    // A name alone needs no password.
    const { currentPassword: _password, ...namesOnly } = update;
    const renamed = await post(
      "/api/account/updateprofile",
      { ...namesOnly, emailChanged: false, firstName: "Avah" },
      { headers: bearer(token) },
    );
    expect(renamed.json()).toEqual({ success: true });
  });
});

describe("re-authentication (issue 41 item 5)", () => {
  async function registered(email: string) {
    await post("/api/account/register", registration(email));
    await mailbox.next(email);
    const token = await signIn(api, email, "Kettle-boil-7");
    const { userId } = (await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token) })).json();
    return { token, userId: userId as string };
  }
  const emailChange = (userId: string, email: string, currentPassword?: string) => ({
    userId,
    clientId: "web",
    email,
    emailChanged: true,
    firstName: "Avery",
    firstNameChanged: false,
    lastName: "Quinn",
    lastNameChanged: false,
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });

  it("refuses an email change with an access token alone or a wrong password, and changes nothing", async () => {
    const { token, userId } = await registered("bearer.only@example.com");
    const missing = await post("/api/account/updateprofile", emailChange(userId, "taken.over@example.com"), { headers: bearer(token) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, errors: [signInDetailsMessages.currentPassword] });
    const wrong = await post("/api/account/updateprofile", emailChange(userId, "taken.over@example.com", "Not-it-1"), {
      headers: bearer(token),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, errors: [identityActionMessages.wrongCurrentPassword] });
    expect((await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(token) })).json().email).toBe(
      "bearer.only@example.com",
    );
    await expect(mailbox.next("taken.over@example.com", 300)).rejects.toThrow();
  });

  it("undoes an email change by the link mailed to the old address: once, ending every session, within 7 days", async () => {
    const { token, userId } = await registered("undo.me@example.com");
    expect(
      (await post("/api/account/updateprofile", emailChange(userId, "thief@example.com", "Kettle-boil-7"), { headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    await mailbox.next("thief@example.com");
    const undo = tokenOf((await mailbox.next("undo.me@example.com")).text, /revert-email\?token=/);
    // A second change does not cancel the first undo.
    expect(
      (await post("/api/account/updateprofile", emailChange(userId, "thief2@example.com", "Kettle-boil-7"), { headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    await mailbox.next("thief2@example.com");
    const laterUndo = tokenOf((await mailbox.next("thief@example.com")).text, /revert-email\?token=/);

    const reverted = await post("/api/account/revertemail", { token: undo });
    expect(reverted.json()).toEqual({ success: true });
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(token) })).statusCode).toBe(401);
    const back = await signIn(api, "undo.me@example.com", "Kettle-boil-7");
    expect((await api.request({ method: "GET", url: "/api/account/getprofile", headers: bearer(back) })).json()).toMatchObject({
      email: "undo.me@example.com",
      emailConfirmed: true,
    });
    for (const used of [undo, laterUndo]) {
      expect((await post("/api/account/revertemail", { token: used })).json()).toEqual({
        success: false,
        errors: [identityActionMessages.revertTokenInvalid],
      });
    }

    expect(
      (await post("/api/account/updateprofile", emailChange(userId, "third@example.com", "Kettle-boil-7"), { headers: bearer(back) }))
        .statusCode,
    ).toBe(200);
    await mailbox.next("third@example.com");
    const late = tokenOf((await mailbox.next("undo.me@example.com")).text, /revert-email\?token=/);
    clock = new Date(TEST_TODAY.getTime() + 7 * 24 * 60 * 60 * 1000 + 1);
    const expired = await post("/api/account/revertemail", { token: late });
    clock = TEST_TODAY;
    expect(expired.json()).toEqual({ success: false, errors: [identityActionMessages.revertTokenInvalid] });
  });

  it("changes the password with the current one, ends every other session and tells the owner", async () => {
    const { token, userId } = await registered("new.password@example.com");
    const other = await signIn(api, "new.password@example.com", "Kettle-boil-7");
    const change = (currentPassword: string, newPassword: string) =>
      post("/api/account/changepassword", { userId, clientId: "web", currentPassword, newPassword }, { headers: bearer(token) });
    expect((await change("Wrong-pass-1", "Toaster-pop-9")).json()).toEqual({
      success: false,
      errors: [identityActionMessages.wrongCurrentPassword],
    });
    expect((await change("", "Toaster-pop-9")).json()).toEqual({ success: false, errors: [signInDetailsMessages.currentPassword] });
    expect((await change("Kettle-boil-7", "weak")).json()).toEqual({ success: false, errors: [registrationMessages.password] });
    const forAnother = await post(
      "/api/account/changepassword",
      { userId: customer.id, clientId: "web", currentPassword: "Kettle-boil-7", newPassword: "Toaster-pop-9" },
      { headers: bearer(token) },
    );
    expect(forAnother.statusCode).toBe(403);

    expect((await change("Kettle-boil-7", "Toaster-pop-9")).json()).toEqual({ success: true });
    expect((await mailbox.next("new.password@example.com")).subject).toBe("Your Wattle & Ash password was changed");
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(token) })).statusCode).toBe(200);
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(other) })).statusCode).toBe(401);
    await expect(signIn(api, "new.password@example.com", "Kettle-boil-7")).rejects.toThrow(/error=credentials/);
    await signIn(api, "new.password@example.com", "Toaster-pop-9");
  });

  it("counts wrong current passwords in the sign-in throttle", async () => {
    const { token, userId } = await registered("guessed.current@example.com");
    const change = (currentPassword: string) =>
      post(
        "/api/account/changepassword",
        { userId, clientId: "web", currentPassword, newPassword: "Toaster-pop-9" },
        { headers: bearer(token) },
      );
    for (let n = 1; n <= 5; n += 1) expect((await change(`Wrong-pass-${n}`)).statusCode).toBe(400);
    const held = await change("Kettle-boil-7");
    expect(held.statusCode).toBe(429);
    expect(held.headers["retry-after"]).toBe("60");
    expect(held.json()).toEqual({ success: false, errors: [identityActionMessages.tooManyPasswordTries(1)] });
  });
});

const tokenIn = (redirectUrl: unknown) => new URLSearchParams(String(redirectUrl).split("#")[1] ?? "").get("access_token") ?? "";
const status = async (token: string) => (await api.request({ method: "GET", url: "/api/account", headers: bearer(token) })).statusCode;

describe("relogin and logout (issue 41 item 9: session families)", () => {
  it("renews a valid session with new tokens carrying the new nonce, and revokes the token it renewed", async () => {
    const token = await signIn(api, customer.email, customer.password);
    const body = { token, origin: "http://localhost:3001", nonce: "renew-nonce-42", returnUrl: "/account/orders" };
    const renewed = await post("/api/account/relogin", body);
    expect(renewed.statusCode).toBe(200);
    const redirectUrl = String(renewed.json().redirectUrl);
    expect(redirectUrl).toMatch(
      /^\/blank\/account\/login-callback#access_token=[\w-]+\.[\w-]+\.[\w-]+&id_token=.+&nonce=renew-nonce-42&returnUrl=%2Faccount%2Forders$/,
    );
    const next = tokenIn(redirectUrl);
    // The reproduction: the old access token stopped working when the new one was issued.
    expect(await status(token)).toBe(401);
    expect(await status(next)).toBe(200);
    const sameFamily = (t: string) => JSON.parse(Buffer.from(t.split(".")[1] ?? "", "base64url").toString()).sid as string;
    expect(sameFamily(next)).toBe(sameFamily(token));

    // A second tab renewing the same token at once still gets tokens; later, the renewed token is refused.
    expect((await post("/api/account/relogin", body)).statusCode).toBe(200);
    clock = new Date(TEST_TODAY.getTime() + 11_000);
    const late = await post("/api/account/relogin", body);
    clock = TEST_TODAY;
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ success: false, errors: [IDENTITY_MESSAGES.invalidLogin] });
  });

  it("renews a token whose renewal, sent in its last 900 ms, arrives after it expired, for up to 10 s; never later, and it is good for nothing else", async () => {
    // Under load the browser's relogin (sent with less than 900 ms left, spec 3 §4) reached the API
    // after the token's expiry, and the shopper was signed out: the account renewal journey's flake.
    const signedInAt = Math.floor(TEST_TODAY.getTime() / 1000) * 1000 + 120_000;
    clock = new Date(signedInAt);
    const token = await signIn(api, customer.email, customer.password);
    const another = await signIn(api, customer.email, customer.password);
    const expiry = signedInAt + 3600 * 1000;
    const renew = (nonce: string) => post("/api/account/relogin", { token, origin: "http://localhost:3001", nonce, returnUrl: "/" });
    clock = new Date(expiry + 500);
    // Expired: good for nothing else...
    expect(await status(token)).toBe(401);
    // ...but a renewal still in flight is taken, and its tokens work.
    const late = await renew("late-nonce-1");
    expect(late.statusCode).toBe(200);
    expect(await status(tokenIn(String(late.json().redirectUrl)))).toBe(200);

    clock = new Date(expiry + 11_000);
    const tooLate = await post("/api/account/relogin", {
      token: another,
      origin: "http://localhost:3001",
      nonce: "late-nonce-2",
      returnUrl: "/",
    });
    clock = TEST_TODAY;
    expect(tooLate.statusCode).toBe(401);
    expect(tooLate.json()).toEqual({ success: false, errors: [IDENTITY_MESSAGES.invalidLogin] });
  });

  it("never renews a renewed token again once it has expired, even after a logout swept the rows of expired tokens", async () => {
    const signedInAt = Math.floor(TEST_TODAY.getTime() / 1000) * 1000 + 240_000;
    clock = new Date(signedInAt);
    const token = await signIn(api, customer.email, customer.password);
    const relogin = (nonce: string) => post("/api/account/relogin", { token, origin: "http://localhost:3001", nonce, returnUrl: "/" });
    // Renewed 100 s in, so its family lives on past the token's own expiry.
    clock = new Date(signedInAt + 100_000);
    expect((await relogin("swept-nonce-1")).statusCode).toBe(200);
    // Just expired: another session's logout sweeps what has expired, but not the renewed token's row.
    clock = new Date(signedInAt + 3600 * 1000 + 500);
    const other = await signIn(api, customer.email, customer.password);
    await post("/api/account/logout", { userId: customer.id, clientId: "web" }, { headers: bearer(other) });
    const again = await relogin("swept-nonce-2");
    clock = TEST_TODAY;
    expect(again.statusCode).toBe(401);
  });

  it("ends the whole session on logout: the tokens renewed from the same sign-in too, not the account's other sessions", async () => {
    const token = await signIn(api, customer.email, customer.password);
    const other = await signIn(api, customer.email, customer.password);
    const renew = async (current: string) =>
      tokenIn(
        (
          await post("/api/account/relogin", { token: current, origin: "http://localhost:3001", nonce: "renew-nonce-43", returnUrl: "/" })
        ).json().redirectUrl,
      );
    const second = await renew(token);
    const third = await renew(second);
    expect(await status(third)).toBe(200);
    // Logout with the first token (renewed long ago) ends the family.
    await post("/api/account/logout", { userId: customer.id, clientId: "web" }, { headers: bearer(token) });
    for (const url of ["/api/account", "/api/account/getprofile", "/api/account/order/invoiced", "/api/account/order/addresses"]) {
      expect((await api.request({ method: "GET", url, headers: bearer(third) })).statusCode, url).toBe(401);
    }
    expect(
      (await post("/api/account/relogin", { token: third, origin: "http://localhost:3001", nonce: "renew-nonce-44", returnUrl: "/" }))
        .statusCode,
    ).toBe(401);
    // Another session of the same account stays signed in.
    expect(await status(other)).toBe(200);
  });

  it("ends every session at a password reset, to the millisecond: a token of the same second before it is refused, one after it works", async () => {
    await post("/api/account/register", registration("same.second@example.com"));
    await mailbox.next("same.second@example.com");
    const second = Math.floor(TEST_TODAY.getTime() / 1000) * 1000 + 60_000;
    clock = new Date(second + 100);
    const before = await signIn(api, "same.second@example.com", "Kettle-boil-7");
    const renewedBefore = tokenIn(
      (
        await post("/api/account/relogin", { token: before, origin: "http://localhost:3001", nonce: "renew-nonce-45", returnUrl: "/" })
      ).json().redirectUrl,
    );
    await post("/api/account/forgotpassword", { clientId: "web", email: "same.second@example.com" });
    const reset = tokenOf((await mailbox.next("same.second@example.com")).text, /reset-password\?token=/);
    clock = new Date(second + 500);
    expect((await post("/api/account/resetpassword", { token: reset, password: "Toaster-pop-9" })).json()).toEqual({ success: true });
    clock = new Date(second + 700);
    const after = await signIn(api, "same.second@example.com", "Toaster-pop-9");
    // The tokens carry whole seconds: all three have the same iat.
    const iat = (t: string) => JSON.parse(Buffer.from(t.split(".")[1] ?? "", "base64url").toString()).iat as number;
    expect(new Set([iat(before), iat(renewedBefore), iat(after)]).size).toBe(1);
    expect(await status(before)).toBe(401);
    expect(await status(renewedBefore)).toBe(401);
    expect(await status(after)).toBe(200);
    clock = TEST_TODAY;
  });

  it("puts a jti, its session and an expiry in every token", async () => {
    const token = await signIn(api, customer.email, customer.password);
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp).toBe((claims.iat as number) + 3600);
  });
});
