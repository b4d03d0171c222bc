import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depositMessages, depositMinimum, depositPercentage, depositSchema, depositState, isPaymentFree, validateDeposit } from "./deposit";

describe("depositMinimum", () => {
  it.each([
    [1000, 30, 300],
    [999.99, 30, 299.99],
    [1234.56, 30, 370.36],
    [100.1, 30, 30.03],
    [10.01, 30, 3],
    [1000, 25, 250],
  ])("of %s at %s%% is %s (rounded down to cents)", (total, percentage, expected) => {
    expect(depositMinimum(total, percentage)).toBe(expected);
  });

  it("never exceeds the exact share and is less than a cent below it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 99 }), (totalCents, percentage) => {
        const total = totalCents / 100;
        const minimum = depositMinimum(total, percentage);
        const exactCents = (totalCents * percentage) / 100;
        expect(minimum * 100).toBeLessThanOrEqual(exactCents + 1e-6);
        expect(exactCents - minimum * 100).toBeLessThan(1);
      }),
    );
  });

  it("has at most two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 99 }), (totalCents, percentage) => {
        const minimum = depositMinimum(totalCents / 100, percentage);
        expect(Math.abs(minimum * 100 - Math.round(minimum * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe("depositPercentage", () => {
  it("is the server's value, else 30", () => {
    expect(depositPercentage(25)).toBe(25);
    expect(depositPercentage(null)).toBe(30);
    expect(depositPercentage(0)).toBe(30);
  });
});

describe("validateDeposit", () => {
  const options = { orderTotal: 1000 };

  it.each([[""], ["  "], [null], [undefined], ["0"], [0]])("treats %j as valid (no deposit)", (input) => {
    expect(validateDeposit(input, options)).toEqual({ valid: true });
  });

  it.each([[null], [undefined], [0]])("accepts anything when the total is %j", (orderTotal) => {
    expect(validateDeposit("abc", { orderTotal })).toEqual({ valid: true });
  });

  it.each([["300"], ["300.00"], ["999.99"], [450]])("accepts %j of 1000", (input) => {
    expect(validateDeposit(input, options)).toEqual({ valid: true });
  });

  it("says the input is wrong when it is not a number", () => {
    expect(validateDeposit("12abc", options)).toEqual({ valid: false, error: "notNumeric", message: depositMessages.notNumeric });
  });

  it("asks for a positive number, with the spec's spelling", () => {
    expect(validateDeposit("-50", options)).toEqual({ valid: false, error: "notPositive", message: "Input must be a postive number." });
  });

  it("names the minimum of 30% in dollars and cents", () => {
    expect(validateDeposit("299.99", options)).toEqual({
      valid: false,
      error: "belowMinimum",
      message: "Minimum deposit is 30% of order total ($300.00)",
    });
  });

  it("uses the server's percentage in the rule and the message", () => {
    expect(validateDeposit("200", { orderTotal: 1234.56, percentage: 20 })).toEqual({
      valid: false,
      error: "belowMinimum",
      message: "Minimum deposit is 20% of order total ($246.91)",
    });
  });

  it.each([["1000"], ["1000.01"]])("refuses %s of a 1000 total", (input) => {
    expect(validateDeposit(input, options)).toEqual({
      valid: false,
      error: "notBelowTotal",
      message: "Deposit request cannot equal or exceed order total.",
    });
  });

  it("accepts exactly the rounded-down minimum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10_000_000 }), (totalCents) => {
        const total = totalCents / 100;
        expect(validateDeposit(depositMinimum(total, 30).toFixed(2), { orderTotal: total })).toEqual({ valid: true });
      }),
    );
  });
});

describe("depositSchema", () => {
  it("reports the same message as the function", async () => {
    await expect(depositSchema({ orderTotal: 1000 }).validate("10")).rejects.toThrow("Minimum deposit is 30% of order total ($300.00)");
    await expect(depositSchema({ orderTotal: 1000 }).validate("")).resolves.toBe("");
  });
});

describe("isPaymentFree", () => {
  it("is true only when nothing is due, to the cent", () => {
    expect(isPaymentFree(0)).toBe(true);
    expect(isPaymentFree(0.004)).toBe(true);
    expect(isPaymentFree(0.01)).toBe(false);
    expect(isPaymentFree(29)).toBe(false);
  });
});

describe("depositState", () => {
  it("shows the deposit and what remains", () => {
    expect(depositState(1000, 300, null)).toEqual({
      cartDeposit: 300,
      cartRemainingPayment: 700,
      isPaymentFree: false,
      depositPercentage: 30,
    });
  });

  it("marks a zero total as free", () => {
    expect(depositState(0, 0, 25)).toEqual({ cartDeposit: 0, cartRemainingPayment: 0, isPaymentFree: true, depositPercentage: 25 });
  });
});
