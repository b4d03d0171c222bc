import { count, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { accounts } from "../db/schema";
import { SignJWT } from "jose";
import { KeyRing, signToken } from "../identity/tokens";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { TEST_TODAY } from "../test-clock";
import { accessTokenOf as signedInToken, setupTestApi, TEST_SECRETS } from "../test-helpers";

const api = setupTestApi();
const form = { "content-type": "application/x-www-form-urlencoded" };
const json = { "content-type": "application/json" };
const [staff, customer] = SANDBOX_ACCOUNTS;
const nonce = "n0nce-4f9a2c71";

interface LoginFields {
  email?: string;
  password?: string;
  returnUrl?: string;
  origin?: string;
  nonce?: string;
}

const login = (fields: LoginFields, headers: Record<string, string> = form) =>
  api.request({
    method: "POST",
    url: "/api/account/login-redir",
    headers,
    payload: headers === form ? new URLSearchParams(fields as Record<string, string>).toString() : JSON.stringify(fields),
  });

/** The fragment of a login callback Location as name-value pairs. */
function callbackFragment(response: LightMyRequestResponse): URLSearchParams {
  const location = String(response.headers.location);
  expect(location.startsWith("/blank/account/login-callback#"), location).toBe(true);
  return new URLSearchParams(location.split("#")[1]);
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

const accessTokenOf = (account: { email: string; password: string }) => signedInToken(api, account);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const nowSeconds = Math.floor(TEST_TODAY.getTime() / 1000);

describe("login form post", () => {
  it("signs the staff member in with a 303 to the login callback carrying both tokens, the nonce and the return url", async () => {
    const response = await login({
      email: staff.email,
      password: staff.password,
      returnUrl: "/project?tab=notes",
      origin: "http://localhost:3001",
      nonce,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(String(response.headers.location)).toMatch(
      /^\/blank\/account\/login-callback#access_token=[\w-]+\.[\w-]+\.[\w-]+&id_token=[\w-]+\.[\w-]+\.[\w-]+&nonce=n0nce-4f9a2c71&returnUrl=%2Fproject%3Ftab%3Dnotes$/,
    );
    const fragment = callbackFragment(response);
    expect(fragment.get("returnUrl")).toBe("/project?tab=notes");
    const access = claimsOf(fragment.get("access_token") ?? "");
    expect(access).toEqual({
      sub: staff.id,
      typ: "access",
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    });
    expect(claimsOf(fragment.get("id_token") ?? "")).toEqual({
      sub: staff.id,
      typ: "id",
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // Both tokens name the same sign-in session.
      sid: access.sid,
      email: "staff@example.com",
      given_name: "Morgan",
      family_name: staff.lastName,
      nonce,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    });
  });

  it("accepts a JSON body and an email in any letter case with spaces around it", async () => {
    const response = await login({ email: "  Customer@Example.COM ", password: customer.password, returnUrl: "/account", nonce }, json);
    expect(response.statusCode).toBe(303);
    expect(claimsOf(callbackFragment(response).get("access_token") ?? "").sub).toBe(customer.id);
  });

  it("returns to /account when the return url is missing, leaves the site or is a sign-in page", async () => {
    for (const returnUrl of [
      undefined,
      "https://evil.example/steal",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "account",
      "/a b",
      "/account/login?returnUrl=/x",
      "/Blank/Account/Login-Callback/",
    ]) {
      const fields: LoginFields = {
        email: staff.email,
        password: staff.password,
        nonce,
        ...(returnUrl === undefined ? {} : { returnUrl }),
      };
      const response = await login(fields);
      expect(response.statusCode, returnUrl).toBe(303);
      expect(callbackFragment(response).get("returnUrl"), returnUrl).toBe("/account");
    }
  });

  it("sends a wrong password or an unknown email back to the login page with error=credentials", async () => {
    for (const fields of [
      { email: staff.email, password: "Staff-sandbox-2" },
      { email: "nobody@example.com", password: staff.password },
    ]) {
      const response = await login({ ...fields, returnUrl: "/checkout", nonce });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/account/login?error=credentials&returnUrl=%2Fcheckout");
    }
  });

  it("sends missing or malformed fields back with error=invalid, never a server error", async () => {
    const valid = { email: staff.email, password: staff.password, returnUrl: "/cart", nonce };
    const cases: { fields: LoginFields; headers?: Record<string, string> }[] = [
      { fields: { ...valid, email: undefined } },
      { fields: { ...valid, password: "" } },
      { fields: { ...valid, nonce: undefined } },
      { fields: { ...valid, nonce: "short" } },
      { fields: { ...valid, nonce: "<script>alert(1)</script>" } },
      { fields: { ...valid, email: "staff@" } },
      { fields: { ...valid, email: "x'; DROP TABLE accounts; --@example.com" } },
      { fields: { ...valid, password: "p".repeat(129) } },
      { fields: { ...valid, origin: "javascript:alert(1)" } },
      // issue 41 item 3: a control character in any field is refused before the database is asked.
      { fields: { ...valid, email: "staff\u0000@example.com" } },
      { fields: { ...valid, password: "Staff-sandbox-1\u0000" } },
      // Half a character travels only in JSON: a form post's encoding makes it U+FFFD.
      { fields: { ...valid, email: "staff\ud800@example.com" }, headers: json },
    ];
    for (const { fields, headers } of cases) {
      const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as LoginFields;
      const response = await login(sent, headers);
      expect(response.statusCode, JSON.stringify(fields)).toBe(303);
      expect(response.headers.location, JSON.stringify(fields)).toBe("/account/login?error=invalid&returnUrl=%2Fcart");
    }
    const numbers = await api.request({
      method: "POST",
      url: "/api/account/login-redir",
      headers: json,
      payload: JSON.stringify({ ...valid, password: 12345 }),
    });
    expect(numbers.headers.location).toBe("/account/login?error=invalid&returnUrl=%2Fcart");
    // A tab in the return address (a way past a naive "/" check) is no address of the site: refused, back to /account.
    const tabbed = await login({ ...valid, returnUrl: "/\t/evil.example" });
    expect(tabbed.headers.location).toBe("/account/login?error=invalid&returnUrl=%2Faccount");
    for (const [headers, payload] of [
      [json, "{not json"],
      [{ "content-type": "text/plain" }, "email=staff@example.com"],
      [form, ""],
      [form, "%%%=%%%&&&"],
    ] as const) {
      const response = await api.request({ method: "POST", url: "/api/account/login-redir", headers, payload });
      expect(response.statusCode, payload).toBe(303);
      expect(response.headers.location, payload).toBe("/account/login?error=invalid&returnUrl=%2Faccount");
    }
    expect((await api.db.select({ n: count() }).from(accounts))[0]?.n).toBe(SANDBOX_ACCOUNTS.length);
  });

  it("takes form posts only on the login call: other calls still refuse them", async () => {
    const response = await api.request({ method: "POST", url: "/api/compare/product", headers: form, payload: "sku=ABC-1" });
    expect(response.statusCode).toBe(415);
  });
});

describe("account info", () => {
  it("answers the staff member's account info for their access token", async () => {
    const response = await api.request({ method: "GET", url: "/api/account", headers: bearer(await accessTokenOf(staff)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual({
      winningUserId: "WU-1001",
      winningCmsUrl: "https://cms.example.com",
      firstName: "Morgan",
      lastName: staff.lastName,
      email: "staff@example.com",
      phone: staff.phone,
      salespersonCode: "SP-17",
    });
  });

  it("answers a customer without staff fields", async () => {
    const info = (await api.request({ method: "GET", url: "/api/account", headers: bearer(await accessTokenOf(customer)) })).json();
    expect(info).toMatchObject({ firstName: "Riley", winningUserId: null, winningCmsUrl: null, salespersonCode: null });
  });

  it("answers 401 with a message for a missing, malformed, forged, id-typed or expired token", async () => {
    const access = await accessTokenOf(staff);
    const [header, payload] = access.split(".");
    const idToken = callbackFragment(await login({ email: staff.email, password: staff.password, nonce })).get("id_token") ?? "";
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: customer.id, typ: "access", iat: nowSeconds, exp: nowSeconds + 3600 }),
    ).toString("base64url");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const ring = new KeyRing(TEST_SECRETS.identityKeys);
    const sameKidOtherSecret = (secret: string) => new KeyRing([{ kid: ring.current, secret }]);
    const valid = { sub: staff.id, typ: "access", jti: randomUUID(), iat: nowSeconds, exp: nowSeconds + 3600 };
    const { jti: _jti, ...withoutJti } = valid;
    const noJti = await signToken(withoutJti, ring);
    const expired = await signToken({ ...valid, iat: nowSeconds - 7200, exp: nowSeconds - 3600 }, ring);
    const otherSecret = await signToken(valid, sameKidOtherSecret("another-secret-of-at-least-32-characters"));
    // issue 18: the development secret once written in the source signs nothing any more.
    const oldSourceSecret = "storefront-dev-identity-secret-not-for-production";
    const withOldSecret = await signToken(valid, sameKidOtherSecret(oldSourceSecret));
    const oldFormat = await new SignJWT(valid)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(oldSourceSecret));
    const unknownKey = await signToken(valid, new KeyRing([{ kid: "retired", secret: oldSourceSecret }]));
    const notUuid = await signToken({ ...valid, sub: "1 OR 1=1" }, ring);
    const cases: [string, Record<string, string>][] = [
      ["missing", {}],
      ["not bearer", { authorization: `Basic ${Buffer.from("staff@example.com:Staff-sandbox-1").toString("base64")}` }],
      ["garbage", bearer("not-a-token")],
      ["forged payload", bearer(`${header}.${forgedPayload}.${access.split(".")[2]}`)],
      ["alg none", bearer(unsigned)],
      ["id token", bearer(idToken)],
      ["expired", bearer(expired)],
      ["other secret", bearer(otherSecret)],
      ["old source-code secret", bearer(withOldSecret)],
      ["old format, old secret", bearer(oldFormat)],
      ["unknown key id", bearer(unknownKey)],
      ["sub not an id", bearer(notUuid)],
      ["no jti, so logout could not revoke it", bearer(noJti)],
    ];
    for (const [name, headers] of cases) {
      const response = await api.request({ method: "GET", url: "/api/account", headers });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ message: "Authentication required. Please log in again." });
      expect(response.headers["www-authenticate"], name).toBe("Bearer");
    }
  });
});

describe("profile changes", () => {
  it("changes the name and phone and answers the updated account info", async () => {
    const token = await accessTokenOf(customer);
    const response = await api.request({
      method: "PATCH",
      url: "/api/account",
      headers: { ...json, ...bearer(token) },
      payload: { firstName: " Rory ", lastName: "Hale", phone: "0400 111 222" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: "Rory", lastName: "Hale", phone: "0400111222", email: "customer@example.com" });
    expect((await api.request({ method: "GET", url: "/api/account", headers: bearer(token) })).json()).toMatchObject({ firstName: "Rory" });
    const cleared = await api.request({
      method: "PATCH",
      url: "/api/account",
      headers: { ...json, ...bearer(token) },
      payload: { phone: null, email: "customer@example.com" },
    });
    expect(cleared.json()).toMatchObject({ firstName: "Rory", phone: null });
  });

  it("rejects blank names, bad phones, markup, an email change and an empty patch with messages, and changes nothing", async () => {
    const token = await accessTokenOf(staff);
    const patch = (payload: unknown) =>
      api.request({ method: "PATCH", url: "/api/account", headers: { ...json, ...bearer(token) }, payload: JSON.stringify(payload) });
    const blank = await patch({ firstName: "  ", lastName: "", phone: "12345678" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual([
      "Please enter your first name",
      "Please enter your last name",
      "phone: Please include the area code in your phone number",
    ]);
    expect((await patch({ firstName: "<b>Morgan</b>" })).json()).toEqual([
      "firstName must not contain HTML or SQL control characters (< > ; \\ -- /*)",
    ]);
    expect((await patch({ lastName: "x'); DROP TABLE accounts; --" })).statusCode).toBe(400);
    expect((await patch({ firstName: "M".repeat(51) })).json()).toEqual(["firstName must be at most 50 characters long"]);
    expect((await patch({ email: "someone@example.com" })).json()).toEqual(["email cannot be changed here"]);
    expect((await patch({})).json()).toEqual(["Send at least one of firstName, lastName or phone"]);
    expect((await patch({ firstName: 7 })).json()).toEqual(["firstName must be text"]);
    const [row] = await api.db.select().from(accounts).where(eq(accounts.email, staff.email));
    expect(row).toMatchObject({ firstName: "Morgan", lastName: staff.lastName, phone: staff.phone });
  });

  it("refuses a change without a valid access token", async () => {
    const response = await api.request({ method: "PATCH", url: "/api/account", headers: json, payload: { firstName: "Mallory" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("logout", () => {
  it("answers succeeded, with or without a body or a token (identity.test.ts: the token is revoked)", async () => {
    expect((await api.request({ method: "POST", url: "/api/account/logout" })).json()).toEqual({ succeeded: true });
    expect(
      (
        await api.request({ method: "POST", url: "/api/account/logout", headers: json, payload: { userId: staff.id, clientId: "wa" } })
      ).json(),
    ).toEqual({ succeeded: true });
  });
});
