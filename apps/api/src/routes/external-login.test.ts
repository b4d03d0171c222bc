import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { externalLoginMessages } from "../accounts/external-login";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { TEST_TODAY } from "../test-clock";
import { bearer, RecordingMailer, setupTestApi, signIn } from "../test-helpers";

const mailer = new RecordingMailer();
let clock = TEST_TODAY.getTime();
const api = setupTestApi({ mailer: () => mailer, now: () => new Date(clock) });
const [staff, customer] = SANDBOX_ACCOUNTS;
const form = { "content-type": "application/x-www-form-urlencoded" };

/** Starts a social sign-in and answers the sandbox page's state. */
async function start(provider: string, returnUrl = "/account/orders", remoteAddress = "203.0.113.10"): Promise<string> {
  const started = await api.app.inject({
    url: `/api/account/externallogin/${provider}?nonce=social-nonce-1&origin=http://localhost:3001&returnUrl=${encodeURIComponent(returnUrl)}`,
    remoteAddress,
  });
  expect(started.statusCode).toBe(303);
  return stateOf(String(started.headers.location));
}

const stateOf = (location: string) => new URL(location, "http://api.test").searchParams.get("state") ?? "";

const post = (provider: string, fields: Record<string, string>, remoteAddress = "203.0.113.10") =>
  api.app.inject({
    method: "POST",
    url: `/api/account/externallogin/${provider}/sandbox`,
    remoteAddress,
    headers: form,
    payload: new URLSearchParams(fields).toString(),
  });

/** The newest mail to the address (the recording mailer keeps them all). */
function lastMailTo(address: string) {
  const mail = mailer.sent.filter((sent) => sent.to === address).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The sandbox's code flow: send a code to the email, read it from the mail, approve with it. Answers the final redirect. */
async function approveAs(
  provider: string,
  state: string,
  person: { email: string; firstName?: string; lastName?: string },
  remoteAddress = "203.0.113.10",
): Promise<LightMyRequestResponse> {
  const sent = await post(
    provider,
    { state, decision: "send-code", email: person.email, firstName: person.firstName ?? "Sol", lastName: person.lastName ?? "Shopper" },
    remoteAddress,
  );
  expect(sent.statusCode).toBe(303);
  const challenge = new URL(String(sent.headers.location), "http://api.test").searchParams.get("challenge") ?? "";
  expect(challenge, String(sent.headers.location)).toMatch(/^[0-9a-f-]{36}$/);
  const code = /code is (\d{6})/.exec(lastMailTo(person.email.toLowerCase()).text)?.[1] ?? "";
  return post(provider, { state, decision: "approve", challenge, code }, remoteAddress);
}

const accessTokenIn = (response: LightMyRequestResponse) =>
  new URLSearchParams(String(response.headers.location).split("#")[1] ?? "").get("access_token");

async function profileOf(token: string) {
  return (await api.request({ url: "/api/account/getprofile", headers: bearer(token) })).json<{ userId: string; email: string }>();
}

describe("the issue 41 reproduction: the consent form's email signs nobody in", () => {
  it("gives no token for the staff or the customer email posted with approve, without the code mailed to it", async () => {
    for (const email of [staff.email, customer.email]) {
      const state = await start("Google", "/account");
      const response = await post("Google", { state, decision: "approve", email, firstName: "A", lastName: "B" });
      expect(response.statusCode).toBe(303);
      expect(accessTokenIn(response)).toBeNull();
      expect(String(response.headers.location)).toMatch(/^\/api\/account\/externallogin\/Google\/sandbox\?state=.+&error=expired$/);
      // Not with a made-up challenge and code either.
      const guessed = await post("Google", { state, decision: "approve", challenge: crypto.randomUUID(), code: "000000", email });
      expect(accessTokenIn(guessed)).toBeNull();
    }
  });

  it("refuses the staff account even with the code its mailbox got, and mails nothing to link it", async () => {
    const state = await start("Google", "/account");
    const before = mailer.sent.length;
    const response = await approveAs("Google", state, { email: staff.email });
    expect(accessTokenIn(response)).toBeNull();
    expect(response.headers.location).toBe("/account/login?error=external-refused&provider=Google&returnUrl=%2Faccount");
    // Only the sandbox's code went out.
    expect(mailer.sent.slice(before).map((mail) => mail.subject)).toEqual([expect.stringMatching(/is your Google sandbox sign-in code$/)]);
  });
});

describe("the sandbox provider verifies the email with a mailed code", () => {
  it("signs a new email in as a new account, confirmed, with the nonce and return address on the login callback", async () => {
    const state = await start("google");
    const response = await approveAs("Google", state, { email: "Social.Shopper@example.com", firstName: "Sol" });
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/blank\/account\/login-callback#access_token=.+&nonce=social-nonce-1&returnUrl=%2Faccount%2Forders$/);
    const info = (await api.request({ url: "/api/account/getprofile", headers: bearer(accessTokenIn(response)!) })).json();
    expect(info).toMatchObject({ email: "social.shopper@example.com", firstName: "Sol", emailConfirmed: true });

    // The same person again: the link (provider and subject) signs into the same account.
    const again = await approveAs("Google", await start("Google"), { email: "social.shopper@example.com" });
    expect((await profileOf(accessTokenIn(again)!)).userId).toBe(info.userId);
  });

  it("shows the code page, says a wrong code is wrong, and ends a code after five wrong tries or once used", async () => {
    const state = await start("Apple");
    const sent = await post("Apple", { state, decision: "send-code", email: "five.tries@example.com", firstName: "Fi", lastName: "Ve" });
    const page = await api.request({ url: String(sent.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("We have emailed a 6-digit code to five.tries@example.com");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    const challenge = new URL(String(sent.headers.location), "http://api.test").searchParams.get("challenge") ?? "";
    const code = /code is (\d{6})/.exec(lastMailTo("five.tries@example.com").text)?.[1] ?? "";
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let n = 1; n <= 4; n += 1) {
      const response = await post("Apple", { state, decision: "approve", challenge, code: wrong });
      expect(response.headers.location, `try ${n}`).toMatch(/&error=code$/);
      expect((await api.request({ url: String(response.headers.location) })).body).toContain('role="alert">That code is not right.');
    }
    expect((await post("Apple", { state, decision: "approve", challenge, code: wrong })).headers.location).toMatch(/error=expired$/);
    // The right code no longer works after five wrong ones.
    expect(accessTokenIn(await post("Apple", { state, decision: "approve", challenge, code }))).toBeNull();

    // A code signs in once.
    const fresh = await start("Apple");
    const once = await post("Apple", {
      state: fresh,
      decision: "send-code",
      email: "used.once@example.com",
      firstName: "Us",
      lastName: "Ed",
    });
    const onceChallenge = new URL(String(once.headers.location), "http://api.test").searchParams.get("challenge") ?? "";
    const onceCode = /code is (\d{6})/.exec(lastMailTo("used.once@example.com").text)?.[1] ?? "";
    const approve = { state: fresh, decision: "approve", challenge: onceChallenge, code: onceCode };
    expect(accessTokenIn(await post("Apple", approve))).toBeTruthy();
    expect((await post("Apple", approve)).headers.location).toMatch(/error=expired$/);
  });

  it("approves a code only in the sign-in it was asked in", async () => {
    const first = await start("Facebook");
    const sent = await post("Facebook", {
      state: first,
      decision: "send-code",
      email: "bound@example.com",
      firstName: "Bo",
      lastName: "Und",
    });
    const challenge = new URL(String(sent.headers.location), "http://api.test").searchParams.get("challenge") ?? "";
    const code = /code is (\d{6})/.exec(lastMailTo("bound@example.com").text)?.[1] ?? "";
    const other = await start("Facebook");
    expect(accessTokenIn(await post("Facebook", { state: other, decision: "approve", challenge, code }))).toBeNull();
    expect(accessTokenIn(await post("Facebook", { state: first, decision: "approve", challenge, code }))).toBeTruthy();
  });

  it("cancels back to the login page, and refuses a forged state, another provider's state or an unknown provider", async () => {
    const state = await start("Apple", "/cart");
    expect((await post("Apple", { state, decision: "cancel" })).headers.location).toBe("/account/login?error=cancelled&returnUrl=%2Fcart");
    const forged = { decision: "approve", email: "a@example.com", firstName: "A", lastName: "B" };
    expect((await post("Apple", { ...forged, state: `${state}x` })).headers.location).toBe(
      "/account/login?error=invalid&returnUrl=%2Faccount",
    );
    expect((await post("Google", { ...forged, state })).headers.location).toBe("/account/login?error=invalid&returnUrl=%2Faccount");
    expect((await api.request({ url: "/api/account/externallogin/myspace?nonce=social-nonce-1" })).statusCode).toBe(404);
  });

  it("asks again for a person whose email or names are not valid", async () => {
    const state = await start("Google");
    const response = await post("Google", { state, decision: "send-code", email: "not-an-email", firstName: "A", lastName: "B" });
    expect(response.headers.location).toMatch(/&error=person$/);
    expect((await api.request({ url: String(response.headers.location) })).body).toContain("Please enter a valid email address");
  });
});

describe("an existing account's email never signs in by itself", () => {
  it("mails the owner a link instead; after following it, the provider signs into that account", async () => {
    const state = await start("Facebook", "/account");
    const response = await approveAs("Facebook", state, { email: customer.email, firstName: "Riley", lastName: "Harper" });
    expect(accessTokenIn(response)).toBeNull();
    expect(response.headers.location).toBe("/account/login?error=link-sent&provider=Facebook&returnUrl=%2Faccount");
    const mail = lastMailTo(customer.email);
    expect(mail.subject).toBe("Connect Facebook to your Wattle & Ash account");
    const link = /http:\/\/localhost:3001\/account\/connect-sign-in\?token=([\w-]+)&provider=Facebook/.exec(mail.text);
    expect(link?.[1]).toBeTruthy();

    // Still no sign-in through the provider before the owner follows the link.
    expect(accessTokenIn(await approveAs("Facebook", await start("Facebook"), { email: customer.email }))).toBeNull();
    const relinked = /connect-sign-in\?token=([\w-]+)/.exec(lastMailTo(customer.email).text)?.[1] ?? "";

    const confirmed = await api.request({ method: "POST", url: "/api/account/confirmexternallogin", payload: { token: relinked } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true });
    // The first link was replaced by the second, and a link works once.
    for (const token of [link?.[1] ?? "", relinked]) {
      const again = await api.request({ method: "POST", url: "/api/account/confirmexternallogin", payload: { token } });
      expect(again.json()).toEqual({ success: false, errors: [externalLoginMessages.linkInvalid] });
    }

    const signedIn = await approveAs("Facebook", await start("Facebook"), { email: customer.email });
    expect((await profileOf(accessTokenIn(signedIn)!)).userId).toBe(customer.id);
  });

  it("links while the owner is signed in (account area), never for staff or to an identity linked elsewhere", async () => {
    const owner = { email: "link.owner@example.com", password: "Kettle-boil-7" };
    await api.request({
      method: "POST",
      url: "/api/account/register",
      payload: { ...owner, firstName: "Lin", lastName: "Owner", phone: "0412 345 678", clientId: "web" },
    });
    const token = await signIn(api, owner.email, owner.password);
    const started = await api.request({
      method: "POST",
      url: "/api/account/externallogin/Apple/link",
      headers: bearer(token),
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const redirectUrl = String(started.json().redirectUrl);
    expect(redirectUrl).toMatch(/^\/api\/account\/externallogin\/Apple\/sandbox\?state=/);
    // The Apple ID has another email: linking signed in does not depend on it.
    const linked = await approveAs("Apple", stateOf(redirectUrl), { email: "lin.apple@example.com" });
    expect(linked.headers.location).toBe("/account/profile?linked=Apple");
    const viaApple = await approveAs("Apple", await start("Apple"), { email: "lin.apple@example.com" });
    expect((await profileOf(accessTokenIn(viaApple)!)).email).toBe(owner.email);

    // The customer cannot take the same Apple ID over.
    const customerToken = await signIn(api, customer.email, customer.password);
    const other = await api.request({
      method: "POST",
      url: "/api/account/externallogin/Apple/link",
      headers: bearer(customerToken),
      payload: { returnUrl: "/account/profile?tab=sign-in" },
    });
    const taken = await approveAs("Apple", stateOf(String(other.json().redirectUrl)), { email: "lin.apple@example.com" });
    expect(taken.headers.location).toBe("/account/profile?tab=sign-in&linkError=taken&provider=Apple");

    // Staff: refused at the start.
    const staffToken = await signIn(api, staff.email, staff.password);
    const refused = await api.request({
      method: "POST",
      url: "/api/account/externallogin/Google/link",
      headers: bearer(staffToken),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, errors: [externalLoginMessages.staff] });

    // A link whose session ended (logout) links nothing.
    const later = await signIn(api, owner.email, owner.password);
    const pending = await api.request({
      method: "POST",
      url: "/api/account/externallogin/Google/link",
      headers: bearer(later),
      payload: {},
    });
    await api.request({ method: "POST", url: "/api/account/logout", headers: bearer(later), payload: {} });
    const ended = await approveAs("Google", stateOf(String(pending.json().redirectUrl)), { email: "lin.google@example.com" });
    expect(ended.headers.location).toBe("/account/profile?linkError=session&provider=Google");
  });

  it("does not sign in an account the sign-in throttle holds for this client", async () => {
    const holder = "throttled.social@example.com";
    const first = await approveAs("Google", await start("Google", "/account", "203.0.113.77"), { email: holder }, "203.0.113.77");
    expect(accessTokenIn(first)).toBeTruthy();
    for (let n = 1; n <= 5; n += 1) {
      await api.app.inject({
        method: "POST",
        url: "/api/account/login-redir",
        remoteAddress: "203.0.113.77",
        headers: form,
        payload: new URLSearchParams({ email: holder, password: `wrong-${n}`, nonce: "nonce-12345678" }).toString(),
      });
    }
    const held = await approveAs("Google", await start("Google", "/account", "203.0.113.77"), { email: holder }, "203.0.113.77");
    expect(accessTokenIn(held)).toBeNull();
    expect(held.headers.location).toBe("/account/login?error=throttled&returnUrl=%2Faccount&wait=1");
    expect(held.headers["retry-after"]).toBe("60");
    // Another address is not held.
    expect(accessTokenIn(await approveAs("Google", await start("Google"), { email: holder }))).toBeTruthy();
    clock += 60_000;
    expect(
      accessTokenIn(await approveAs("Google", await start("Google", "/account", "203.0.113.77"), { email: holder }, "203.0.113.77")),
    ).toBeTruthy();
  });
});
