import { describe, expect, it } from "vitest";
import { COUPON_MAX_LENGTH, couponFailureMessage, couponMessages, couponSchema, couponStatus, validateCoupon } from "./coupon";

describe("validateCoupon", () => {
  it.each([[""], ["   "], [null], [undefined]])("says %j cannot be empty", (code) => {
    expect(validateCoupon(code)).toBe("Coupon value cannot be empty.");
  });

  it("accepts a code of up to 40 characters", () => {
    expect(COUPON_MAX_LENGTH).toBe(40);
    expect(validateCoupon("A".repeat(40))).toBeUndefined();
    expect(validateCoupon("A".repeat(41))).toBe(couponMessages.tooLong);
  });
});

describe("couponFailureMessage", () => {
  it("shows the server's first message", () => {
    expect(couponFailureMessage(["Coupon expired", "Other"], "apply")).toBe("Coupon expired");
  });

  it.each([
    ["apply", "An Error while applying the coupon."],
    ["delete", "An Error while deleting the coupon."],
  ] as const)("falls back for %s", (action, expected) => {
    expect(couponFailureMessage([], action)).toBe(expected);
    expect(couponFailureMessage(undefined, action)).toBe(expected);
  });
});

describe("couponStatus", () => {
  it.each([
    ["", undefined, "blank"],
    ["SAVE10", undefined, "filled"],
    ["SAVE10", "valid", "valid"],
    ["SAVE10", "invalid", "invalid"],
    ["  ", "valid", "blank"],
  ] as const)("%j applied %s is %s", (code, applied, expected) => {
    expect(couponStatus(code, applied)).toBe(expected);
  });
});

describe("couponSchema", () => {
  it("rejects a blank code with the spec's message", async () => {
    await expect(couponSchema.validate(" ")).rejects.toThrow("Coupon value cannot be empty.");
    await expect(couponSchema.validate("SAVE10")).resolves.toBe("SAVE10");
  });
});
