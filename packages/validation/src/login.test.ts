import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkout";
import {
  isValidSignInCode,
  loginMessages,
  loginSchema,
  signInCodeMessages,
  signInCodeRequestSchema,
  signInCodeSchema,
  validateLogin,
} from "./login";

describe("login messages", () => {
  it("share the email message with checkout and ask for a password", () => {
    expect(loginMessages).toEqual({ email: "Please enter a valid email address", password: "Please enter your password" });
    expect(loginMessages.email).toBe(checkoutMessages.email);
  });
});

describe("validateLogin", () => {
  it("accepts a valid email, with spaces around it, and any password", () => {
    expect(validateLogin({ email: " staff@example.com ", password: " " })).toEqual({});
  });

  it("gives one message per invalid field", () => {
    expect(validateLogin({ email: "staff@example", password: "" })).toEqual(loginMessages);
    expect(validateLogin({})).toEqual(loginMessages);
  });
});

describe("loginSchema", () => {
  it("gives the same messages as validateLogin", async () => {
    await expect(loginSchema.validate({ email: "x", password: "pw" })).rejects.toThrow(loginMessages.email);
    await expect(loginSchema.validate({ email: "a@b.co", password: "" })).rejects.toThrow(loginMessages.password);
    await expect(loginSchema.validate({ email: "a@b.co", password: "pw" })).resolves.toEqual({ email: "a@b.co", password: "pw" });
  });
});

describe("sign-in code (issue 45 item 5)", () => {
  it("takes six digits, with spaces around them, and nothing else", () => {
    expect(isValidSignInCode("012345")).toBe(true);
    expect(isValidSignInCode(" 987654 ")).toBe(true);
    expect(isValidSignInCode("12345")).toBe(false);
    expect(isValidSignInCode("1234567")).toBe(false);
    expect(isValidSignInCode("12 456")).toBe(false);
    expect(isValidSignInCode("abcdef")).toBe(false);
    expect(isValidSignInCode(undefined)).toBe(false);
  });

  it("checks the email and the code of the code form with the same messages", async () => {
    await expect(signInCodeSchema.validate({ email: "a@b.co", code: "123456" })).resolves.toBeTruthy();
    await expect(signInCodeSchema.validateAt("code", { email: "a@b.co", code: "12" })).rejects.toThrow(signInCodeMessages.code);
    await expect(signInCodeRequestSchema.validateAt("email", { email: "nope" })).rejects.toThrow(loginMessages.email);
  });

  it("tells the shopper a code went out without telling whether the email has an account", () => {
    expect(signInCodeMessages.sent("a@b.co")).toBe(
      "If a@b.co has an account, we have emailed it a 6-digit code. It works once, for 10 minutes.",
    );
  });
});
