import { describe, expect, it } from "vitest";
import {
  callbackTokens,
  checkSession,
  createNonce,
  isLoggedIn,
  isSignedInCheck,
  readIdToken,
  renewalPlan,
  renewedSession,
  sessionFromTokens,
  sessionTokenStatus,
  signedOutSession,
} from "./session-rules";
import { jwt, tokensFor } from "../testing";

const now = 1_800_000_000_000;
const exp = now / 1000 + 3600;
const signedIn = { isLoggedIn: true, userId: "user-1", accessToken: jwt({ sub: "user-1", exp }), idToken: jwt({ sub: "user-1", exp }) };

describe("isLoggedIn", () => {
  it("needs both flags and both tokens", () => {
    expect(isLoggedIn(signedIn)).toBe(true);
    expect(isLoggedIn(signedOutSession)).toBe(false);
    expect(isLoggedIn({ ...signedIn, isLoggedIn: false })).toBe(false);
    expect(isLoggedIn({ ...signedIn, userId: null })).toBe(false);
    expect(isLoggedIn({ ...signedIn, accessToken: null })).toBe(false);
    expect(isLoggedIn({ ...signedIn, idToken: "" })).toBe(false);
  });
});

describe("checkSession", () => {
  it("is signed out without a session and signed in with live tokens", () => {
    expect(checkSession(signedOutSession, now)).toBe("signedOut");
    expect(checkSession(signedIn, now)).toBe("signedIn");
  });

  it("ends a session whose access or id token has expired or cannot be read", () => {
    expect(checkSession(signedIn, exp * 1000)).toBe("expired");
    expect(checkSession({ ...signedIn, accessToken: "not-a-jwt" }, now)).toBe("expired");
    expect(checkSession({ ...signedIn, idToken: jwt({ sub: "user-1", exp: now / 1000 - 1 }) }, now)).toBe("expired");
  });

  it("asks for a silent renew in the last 900 ms, still signed in", () => {
    expect(sessionTokenStatus(signedIn, exp * 1000 - 899)).toBe("renew");
    expect(checkSession(signedIn, exp * 1000 - 899)).toBe("renew");
    expect(checkSession(signedIn, exp * 1000 - 900)).toBe("signedIn");
    expect(isSignedInCheck("renew")).toBe(true);
    expect(isSignedInCheck("expired")).toBe(false);
  });
});

describe("renewalPlan", () => {
  it("waits until the renew window opens, renews inside it, ends an expired session", () => {
    expect(renewalPlan(signedOutSession, now)).toEqual({ action: "none" });
    expect(renewalPlan(signedIn, now)).toEqual({ action: "wait", inMs: 3600_000 - 900 + 1 });
    expect(renewalPlan(signedIn, exp * 1000 - 500)).toEqual({ action: "renew", expiresInMs: 500 });
    expect(renewalPlan(signedIn, exp * 1000)).toEqual({ action: "expired" });
  });

  it("goes by the token that expires first", () => {
    const earlyId = { ...signedIn, idToken: jwt({ sub: "user-1", exp: exp - 60 }) };
    expect(renewalPlan(earlyId, now)).toEqual({ action: "wait", inMs: 3540_000 - 900 + 1 });
  });
});

describe("renewedSession", () => {
  const fragment = (tokens: { accessToken: string; idToken: string }, nonce: string) =>
    `/blank/account/login-callback#access_token=${tokens.accessToken}&id_token=${tokens.idToken}&nonce=${nonce}&returnUrl=%2F`;

  it("reads the new tokens of the same user with the renew's nonce", () => {
    const tokens = tokensFor("user-1", { nonce: "n1" });
    expect(callbackTokens(fragment(tokens, "n1"))).toEqual({ ...tokens, nonce: "n1", returnUrl: "/" });
    expect(renewedSession(fragment(tokens, "n1"), signedIn, "n1")).toEqual({ isLoggedIn: true, userId: "user-1", ...tokens });
  });

  it("refuses another nonce, another user or a missing token", () => {
    expect(renewedSession(fragment(tokensFor("user-1", { nonce: "n1" }), "n1"), signedIn, "n2")).toBeNull();
    expect(renewedSession(fragment(tokensFor("user-1", { nonce: "n2" }), "n1"), signedIn, "n1")).toBeNull();
    expect(renewedSession(fragment(tokensFor("user-2", { nonce: "n1" }), "n1"), signedIn, "n1")).toBeNull();
    expect(renewedSession("/blank/account/login-callback#nonce=n1", signedIn, "n1")).toBeNull();
    expect(renewedSession(undefined, signedIn, "n1")).toBeNull();
  });

  it("makes 128-bit hex nonces", () => {
    expect(createNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(createNonce()).not.toBe(createNonce());
  });
});

describe("sessionFromTokens", () => {
  it("names the user from the id token's sub", () => {
    const tokens = { accessToken: jwt({ sub: "user-9", exp }), idToken: jwt({ sub: "user-9", exp, given_name: "Morgan", nonce: "n" }) };
    expect(sessionFromTokens(tokens)).toEqual({ isLoggedIn: true, userId: "user-9", ...tokens });
    expect(readIdToken(tokens.idToken)).toMatchObject({ sub: "user-9", given_name: "Morgan", nonce: "n" });
  });

  it("gives no session for an id token without a user", () => {
    expect(sessionFromTokens({ accessToken: jwt({ exp }), idToken: jwt({ exp }) })).toEqual(signedOutSession);
    expect(sessionFromTokens({ accessToken: "a", idToken: "garbage" })).toEqual(signedOutSession);
    expect(readIdToken("a.!!!.c")).toBeNull();
  });
});
