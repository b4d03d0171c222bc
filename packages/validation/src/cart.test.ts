import { describe, expect, it } from "vitest";
import {
  cartBadgeCount,
  cartErrorMessage,
  cartLocationParams,
  cartRemovalMessage,
  isProformaDelivery,
  LINE_QUANTITY_MESSAGE,
  lineQuantityOf,
  MAX_LINE_QUANTITY,
} from "./cart";

describe("cartLocationParams", () => {
  it("sends only the non-empty location parts", () => {
    expect(cartLocationParams({ suburb: "Sydney", postcode: "", state: "  ", winningDeliveryServiceOverride: null })).toEqual({
      suburb: "Sydney",
    });
  });

  it("sends the override when it is set", () => {
    expect(cartLocationParams({ postcode: "2000", winningDeliveryServiceOverride: true })).toEqual({
      postcode: "2000",
      winningDeliveryServiceOverride: "true",
    });
  });
});

describe("cartRemovalMessage", () => {
  it("says something went wrong for a code that is not in the cart", () => {
    expect(cartRemovalMessage(["A1"], "B2")).toBe("Something went wrong. Please try again.");
    expect(cartRemovalMessage(["A1"], "A1")).toBeUndefined();
  });
});

describe("cartErrorMessage", () => {
  it("takes the first error, else the unknown-error fallback", () => {
    expect(cartErrorMessage(["Out of stock"])).toBe("Out of stock");
    expect(cartErrorMessage([])).toBe("An unknown error occurred, please try again later");
  });
});

describe("cartBadgeCount", () => {
  it("counts products plus rewards", () => {
    expect(cartBadgeCount({ products: [1, 2], rewards: [3] })).toBe(3);
    expect(cartBadgeCount({})).toBe(0);
  });
});

describe("isProformaDelivery", () => {
  it.each([
    [["Miele"], " miele , Gaggenau", true],
    [["Bosch", "GAGGENAU "], "Miele,Gaggenau", true],
    [["Bosch"], "Miele,Gaggenau", false],
    [["Bosch"], "", false],
    [[null], null, false],
  ])("brands %j against %j: %s", (brands, setting, expected) => {
    expect(isProformaDelivery(brands, setting)).toBe(expected);
  });
});

describe("lineQuantityOf (a cart line's quantity as a form sends it, issue 40)", () => {
  it("takes whole numbers from 1 to 99, as text or number", () => {
    expect([lineQuantityOf("1"), lineQuantityOf(" 42 "), lineQuantityOf(99), lineQuantityOf("07")]).toEqual([1, 42, 99, 7]);
    expect(MAX_LINE_QUANTITY).toBe(99);
  });

  it("refuses anything else, so the form says LINE_QUANTITY_MESSAGE", () => {
    for (const value of ["0", "100", "-1", "2.5", "1e1", "", "two", null, undefined, 3.5, Number.NaN, "1 1"]) {
      expect(lineQuantityOf(value), String(value)).toBeNull();
    }
    expect(LINE_QUANTITY_MESSAGE).toBe("Please choose a quantity from 1 to 99.");
  });
});
