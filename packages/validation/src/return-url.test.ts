import { describe, expect, it } from "vitest";
import { isSignInPath, safeReturnUrl } from "./return-url";

describe("the return address after signing in or out", () => {
  it("keeps a path on this storefront, with its query and fragment", () => {
    expect(safeReturnUrl("/cart?step=2#top", "/account")).toBe("/cart?step=2#top");
  });

  it.each([
    ["another host", "//evil.test/x"],
    ["a backslash host", "/\\evil.test"],
    ["an absolute address", "https://evil.test/"],
    ["a relative path", "cart"],
    ["whitespace", "/ cart"],
    ["a tab browsers drop, leaving another host (issue 18)", "/\t/evil.test"],
    ["a newline browsers drop", "/\n/evil.test"],
    ["a control character", "/cart\u0007"],
    ["a sign-in page", "/Account/Login/?returnUrl=/cart"],
    ["the login callback", "/blank/account/login-callback"],
    ["no text", undefined],
    ["a number", 12],
    ["an overlong path", `/${"a".repeat(2000)}`],
  ])("refuses %s", (_case, value) => {
    expect(safeReturnUrl(value, "/account")).toBe("/account");
  });

  it("knows the sign-in pages in any case and with trailing slashes", () => {
    expect(isSignInPath("/ACCOUNT/logout//")).toBe(true);
    expect(isSignInPath("/account")).toBe(false);
  });

  it("counts the internal login route and the identity pages as sign-in pages, never a place to return to", () => {
    for (const path of ["/account/internal/login", "/account/register", "/account/forgot-password", "/Account/Reset-Password/"]) {
      expect(isSignInPath(path)).toBe(true);
    }
    expect(safeReturnUrl("/account/reset-password?token=abc", "/account")).toBe("/account");
  });
});
