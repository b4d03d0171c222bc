import { describe, expect, it } from "vitest";
import { checkSession, isLoggedIn, readIdToken, sessionFromTokens, sessionTokenStatus, signedOutSession } from "./session-rules";
import { jwt } from "../testing";

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

  it("keeps a session in its last 900 ms (the renew window)", () => {
    expect(sessionTokenStatus(signedIn, exp * 1000 - 899)).toBe("renew");
    expect(checkSession(signedIn, exp * 1000 - 899)).toBe("signedIn");
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
