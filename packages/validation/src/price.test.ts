import { describe, expect, it } from "vitest";
import {
  currencyForCountry,
  discountOffRrp,
  formatMoney,
  formatPrice,
  formatTrayPrice,
  hasValidSavings,
  isDiscountShown,
  priceBlock,
  priceParts,
  truncateText,
} from "./price";

describe("formatPrice", () => {
  it.each([
    [1299, "$1,299"],
    [1299.5, "$1,299.50"],
    [1299.999, "$1,300"],
    [1.005, "$1.01"],
    [0.5, "$0.50"],
    [1234567.891, "$1,234,567.89"],
  ])("shows %s as %s", (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });

  it("shows null and missing prices as N/A", () => {
    expect(formatPrice(null)).toBe("N/A");
    expect(formatPrice(undefined)).toBe("N/A");
    expect(formatPrice(Number.NaN)).toBe("N/A");
  });

  it("shows zero as FREE", () => {
    expect(formatPrice(0)).toBe("FREE");
    expect(formatPrice(0.001)).toBe("FREE");
  });

  it("shows NZD with the dollar sign New Zealanders read", () => {
    expect(formatPrice(99.9, { currency: "NZD" })).toBe("$99.90");
  });
});

describe("formatMoney", () => {
  it("has no FREE or N/A words", () => {
    expect(formatMoney(0)).toBe("$0");
  });
});

describe("formatTrayPrice", () => {
  it.each([
    [1299, "$1,299.00"],
    [1299.5, "$1,299.50"],
    [0, "Request Price"],
    [null, "Request Price"],
    [undefined, "Request Price"],
  ])("shows %s in the tray as %s", (price, expected) => {
    expect(formatTrayPrice(price)).toBe(expected);
  });
});

describe("priceParts", () => {
  it.each([
    [1299.5, { dollars: "$1,299", cents: "50" }],
    [1299.05, { dollars: "$1,299", cents: "05" }],
    [1299, { dollars: "$1,299", cents: null }],
    [1299.999, { dollars: "$1,300", cents: null }],
  ])("splits %s into %j", (price, expected) => {
    expect(priceParts(price)).toEqual(expected);
  });
});

describe("priceBlock", () => {
  it("asks a logged-out shopper to log in where prices need login", () => {
    expect(priceBlock({ price: 999, pricesNeedLogin: true, loggedIn: false })).toEqual({
      kind: "logIn",
      text: "LOG IN FOR PRICE",
      href: "/account/login",
    });
  });

  it("shows the price to a logged-in trade customer", () => {
    expect(priceBlock({ price: 999, pricesNeedLogin: true, loggedIn: true })).toEqual({ kind: "price", text: "$999" });
  });

  it.each([0, null, undefined])("says Request Price for %s", (price) => {
    expect(priceBlock({ price, pricesNeedLogin: false, loggedIn: false })).toEqual({ kind: "requestPrice", text: "Request Price" });
  });
});

describe("hasValidSavings", () => {
  it.each([
    [50, 1000, true],
    [49.99, 1000, false],
    [5, 100, true],
    [0, 1000, false],
    [-10, 1000, false],
    [200, 1000, true],
  ])("saving %s of RRP %s is valid: %s", (saving, rrp, expected) => {
    expect(hasValidSavings(saving, rrp)).toBe(expected);
  });
});

describe("isDiscountShown", () => {
  it.each([
    [950, 1000, true],
    [951, 1000, false],
    [4800, 5000, true],
    [4801, 5000, false],
    [1000, 1000, false],
    [1100, 1000, false],
  ])("price %s against RRP %s shows a discount: %s", (price, rrp, expected) => {
    expect(isDiscountShown(discountOffRrp(price, rrp))).toBe(expected);
  });

  it("shows 200 off even when under 5 percent", () => {
    expect(isDiscountShown({ discountOffRrp: 200, percentageDiscountOffRrp: 2 })).toBe(true);
  });
});

describe("truncateText", () => {
  it("keeps text of 84 characters", () => {
    const text = "x".repeat(84);
    expect(truncateText(text)).toBe(text);
  });

  it("cuts at 84 characters by default and adds an ellipsis", () => {
    expect(truncateText("x".repeat(85))).toBe(`${"x".repeat(84)}...`);
  });

  it("cuts tray titles at 50", () => {
    expect(truncateText("y".repeat(60), 50)).toBe(`${"y".repeat(50)}...`);
  });

  it("drops a trailing space before the ellipsis", () => {
    expect(truncateText("Call back tomorrow, please", 20)).toBe("Call back tomorrow,...");
  });
});

describe("the ./price subpath", () => {
  it("still offers the instalment and opening-hours rules that moved to their own modules", async () => {
    const price = await import("./price");
    const instalments = await import("./instalments");
    const storeHours = await import("./store-hours");
    expect(price.zipMessage).toBe(instalments.zipMessage);
    expect(price.storeOpeningStatus).toBe(storeHours.storeOpeningStatus);
  });
});

describe("the currency of a country (spec 2 §9, spec 3 §9)", () => {
  it("is NZD for NZ, in any case and with spaces", () => {
    expect(currencyForCountry("NZ")).toBe("NZD");
    expect(currencyForCountry(" nz ")).toBe("NZD");
  });

  it("is AUD for AU, any other country and a missing one", () => {
    expect(currencyForCountry("AU")).toBe("AUD");
    expect(currencyForCountry("US")).toBe("AUD");
    expect(currencyForCountry(undefined)).toBe("AUD");
    expect(currencyForCountry(null)).toBe("AUD");
    expect(currencyForCountry("")).toBe("AUD");
  });
});
