import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, emailSchema, isValidEmail, shouldDebounceGuestEmail, shouldSendGuestEmail } from "./email";

describe("isValidEmail", () => {
  it.each([["jane@example.com"], ["a@b.c"], ["first.last+tag@shop.example.com.au"], ["o'brien@example.co.nz"]])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["jane", "no @"],
    ["jane@example", "an undotted domain"],
    ["@example.com", "no local part"],
    ["jane@.com", "an empty domain label"],
    ["jane@example..com", "two dots in a row in the domain"],
    ["jane@example.", "a trailing dot"],
    ["ja ne@example.com", "a space"],
    ["jane@@example.com", "two @"],
  ])("rejects %j (%s)", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("rejects null and undefined", () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });

  it("allows 5 to 254 characters", () => {
    expect(EMAIL_MIN_LENGTH).toBe(5);
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const domain = "@example.com";
    expect(isValidEmail(`${"a".repeat(254 - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${"a".repeat(255 - domain.length)}${domain}`)).toBe(false);
  });
});

describe("guest email on the cart", () => {
  it("debounces only values longer than one character", () => {
    expect(shouldDebounceGuestEmail("j")).toBe(false);
    expect(shouldDebounceGuestEmail("ja")).toBe(true);
  });

  it("sends only a valid email", () => {
    expect(shouldSendGuestEmail("jane@example.com")).toBe(true);
    expect(shouldSendGuestEmail("jane@")).toBe(false);
  });
});

describe("emailSchema", () => {
  it("uses the form's message", async () => {
    await expect(emailSchema("Please enter a valid Email").validate("jane@")).rejects.toThrow("Please enter a valid Email");
    await expect(emailSchema("x").validate(" jane@example.com ")).resolves.toBe(" jane@example.com ");
  });
});
