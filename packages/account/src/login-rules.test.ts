import { describe, expect, it } from "vitest";
import { EXTERNAL_LOGIN_MESSAGES, identityMessages } from "@storefront/api-client/identity";
import { jwt, tokensFor } from "@storefront/page-kit/testing";
import {
  checkLoginCallback,
  createNonce,
  loginErrorMessage,
  loginNotice,
  loginPageMessages,
  socialLoginTexts,
  loginReturnUrl,
  tooManySignInsMessage,
  nonceCookie,
  safeReturnUrl,
} from "./login-rules";

function fragment(fields: Record<string, string>) {
  return `#${new URLSearchParams(fields).toString()}`;
}

describe("login page errors", () => {
  it("says a wrong email or password plainly, and explains a refused form", () => {
    expect(loginErrorMessage("credentials")).toBe("Your email or password is incorrect.");
    expect(loginErrorMessage("invalid")).toBe(loginPageMessages.invalid);
    expect(loginErrorMessage("unavailable")).toBe("Service currently unavailable. Please try again later");
    expect(loginErrorMessage("other")).toBe(identityMessages.default);
    expect(loginErrorMessage(null)).toBeNull();
  });

  it("tells a throttled sign-in how many minutes to wait", () => {
    expect(loginErrorMessage("throttled", "15")).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect(loginErrorMessage("throttled", "1")).toBe("Too many sign-in attempts. Please wait 1 minute and try again.");
    expect(loginErrorMessage("throttled", "soon")).toBe(tooManySignInsMessage(15));
  });
});

describe("social sign-in outcomes (issue 41 item 1)", () => {
  it("says a staff account is refused in an error, and that a link was mailed in a notice, not an error", () => {
    expect(loginErrorMessage("external-refused")).toBe(EXTERNAL_LOGIN_MESSAGES.staff);
    expect(loginErrorMessage("link-sent")).toBeNull();
    expect(loginNotice(new URLSearchParams("error=link-sent&provider=Google"))).toBe(socialLoginTexts.linkSent("Google"));
    expect(loginNotice(new URLSearchParams("connected=facebook"))).toBe(socialLoginTexts.connected("Facebook"));
  });

  it("names only a provider the API offers, never other text from the address", () => {
    expect(loginNotice(new URLSearchParams("error=link-sent&provider=Evil%20Corp"))).toBeNull();
    expect(loginNotice(new URLSearchParams("connected=<b>x</b>"))).toBeNull();
    expect(loginNotice(new URLSearchParams("error=credentials"))).toBeNull();
  });
});

describe("the nonce", () => {
  it("is 32 hex characters, new for every login", () => {
    const first = createNonce();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(createNonce()).not.toBe(first);
    expect(nonceCookie("abc")).toBe("loginNonce=abc; Path=/; Max-Age=600; SameSite=Lax");
  });
});

describe("return addresses", () => {
  it("takes the query's returnUrl, else the saved path, else /account", () => {
    expect(loginReturnUrl(new URLSearchParams("returnUrl=/stores?x=1"), "/c/kitchen")).toBe("/stores?x=1");
    expect(loginReturnUrl(new URLSearchParams(), "/c/kitchen")).toBe("/c/kitchen");
    expect(loginReturnUrl(new URLSearchParams(), null)).toBe("/account");
  });

  it.each([
    "https://evil.test/",
    "//evil.test",
    "/\\evil.test",
    "/\t/evil.test",
    "javascript:alert(1)",
    "",
    "/account/login?returnUrl=/x",
    "/account/logout",
    "/blank/account/login-callback",
  ])("refuses %j", (value) => {
    expect(safeReturnUrl(value, "/fallback")).toBe("/fallback");
  });
});

describe("checkLoginCallback", () => {
  const tokens = tokensFor("user-1", { nonce: "n-1" });
  const complete = { access_token: tokens.accessToken, id_token: tokens.idToken, nonce: "n-1", returnUrl: "/stores?sort=name" };

  it("keeps the tokens and the returnUrl when the nonce is the stored one", () => {
    expect(checkLoginCallback(fragment(complete), "n-1")).toEqual({
      ok: true,
      session: { isLoggedIn: true, userId: "user-1", accessToken: tokens.accessToken, idToken: tokens.idToken },
      returnUrl: "/stores?sort=name",
    });
  });

  it("refuses a nonce that is not the stored one, or no stored nonce at all", () => {
    expect(checkLoginCallback(fragment({ ...complete, nonce: "n-2" }), "n-1")).toEqual({ ok: false, reason: "nonce" });
    expect(checkLoginCallback(fragment(complete), null)).toEqual({ ok: false, reason: "nonce" });
    const otherIdToken = jwt({ sub: "user-1", nonce: "n-2" });
    expect(checkLoginCallback(fragment({ ...complete, id_token: otherIdToken }), "n-1")).toEqual({ ok: false, reason: "nonce" });
  });

  it("refuses a missing or unreadable token", () => {
    const { access_token: _access, ...withoutAccess } = complete;
    expect(checkLoginCallback(fragment(withoutAccess), "n-1")).toEqual({ ok: false, reason: "token" });
    expect(checkLoginCallback(fragment({ ...complete, id_token: "garbage" }), "n-1")).toEqual({ ok: false, reason: "token" });
  });

  it("goes to /account when the returnUrl leaves the storefront", () => {
    const result = checkLoginCallback(fragment({ ...complete, returnUrl: "https://evil.test/" }), "n-1");
    expect(result).toMatchObject({ ok: true, returnUrl: "/account" });
  });
});
