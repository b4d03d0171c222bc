import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkout";
import { loginMessages, loginSchema, validateLogin } from "./login";

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
