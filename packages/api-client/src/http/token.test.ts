import { describe, expect, it } from "vitest";
import { jwt } from "../test-helpers";
import { logoutPath, tokenExpiry, tokenStatus } from "./token";

describe("tokenStatus", () => {
  const now = 1_800_000_000_000;

  it("is valid well before expiry and expired from the expiry on", () => {
    const token = jwt(now + 60_000);
    const expiry = tokenExpiry(token) as number;
    expect(tokenStatus(token, expiry - 60_000)).toBe("valid");
    expect(tokenStatus(token, expiry + 1)).toBe("expired");
  });

  it("renews with less than 900 ms left", () => {
    const token = jwt(now + 2_000);
    const expiry = tokenExpiry(token) as number;
    expect(tokenStatus(token, expiry - 899)).toBe("renew");
    expect(tokenStatus(token, expiry - 900)).toBe("valid");
    expect(tokenStatus(token, expiry)).toBe("expired");
  });

  it.each([[""], [null], ["not-a-jwt"], ["a.b.c"], [`x.${Buffer.from("{}").toString("base64url")}.y`]])("finds %j invalid", (token) => {
    expect(tokenStatus(token, now)).toBe("invalid");
  });
});

describe("logoutPath", () => {
  it("carries the returnUrl", () => {
    expect(logoutPath("/account?tab=orders")).toBe("/account/logout?returnUrl=%2Faccount%3Ftab%3Dorders");
  });
});
