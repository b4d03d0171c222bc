import { describe, expect, it } from "vitest";
import {
  discountOffRrp,
  formatMoney,
  formatPrice,
  formatTrayPrice,
  formatTwelveHourTime,
  hasValidSavings,
  hummMessage,
  instalmentAmount,
  instalmentDueDates,
  isDiscountShown,
  isWithinProviderRange,
  priceBlock,
  priceParts,
  roundUpToCents,
  storeOpeningStatus,
  truncateText,
  zipMessage,
  zipOfferInclusionDate,
  zipWeeklyAmount,
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

describe("instalments", () => {
  it("splits the total into four", () => {
    expect(instalmentAmount(1000)).toBe(250);
    expect(instalmentAmount(999.99)).toBe(250);
  });

  it("falls due today and at 2, 4 and 6 weeks", () => {
    const dates = instalmentDueDates(new Date(2026, 0, 1));
    expect(dates.map((date) => date.getDate())).toEqual([1, 15, 29, 12]);
    expect(dates[3]?.getMonth()).toBe(1);
  });
});

describe("zipMessage", () => {
  it.each([
    [1000, { repaymentPeriodMonths: 12 }, "Own it from $10 per week*"],
    [500, { repaymentPeriodMonths: 12 }, "Own it from $10 per week*"],
    [1299, { repaymentPeriodMonths: 12 }, "Own it from $25 weekly for 12 months"],
    [2000, { repaymentPeriodMonths: 24, interestFree: true }, "Own it from $19.25 weekly for 24 months interest free"],
  ])("for %s with %j says %s", (total, offer, expected) => {
    expect(zipMessage(total, offer)).toBe(expected);
  });

  it("rounds the weekly amount up to cents", () => {
    expect(zipWeeklyAmount(1500, 12)).toBe(28.87);
    expect(roundUpToCents(10.001)).toBe(10.01);
    expect(roundUpToCents(10.1)).toBe(10.1);
  });

  it("includes purchases up to one day before the offer expires", () => {
    expect(zipOfferInclusionDate(new Date(2026, 2, 1)).getDate()).toBe(28);
  });
});

describe("hummMessage", () => {
  it.each([
    [1000, "5 fortnightly payments of $200 with"],
    [999, "5 fortnightly payments of $199.80 with"],
    [1000.01, "10 fortnightly payments of $100 with"],
    [2000, "10 fortnightly payments of $200 with"],
    [2000.01, "Pay in slices, no interests ever"],
  ])("for %s says %s", (total, expected) => {
    expect(hummMessage(total)).toBe(expected);
  });
});

describe("isWithinProviderRange", () => {
  it.each([
    [50, { minimumAmount: 100, maximumAmount: 2000 }, false],
    [100, { minimumAmount: 100, maximumAmount: 2000 }, true],
    [2000, { minimumAmount: 100, maximumAmount: 2000 }, true],
    [2001, { minimumAmount: 100, maximumAmount: 2000 }, false],
    [5000, {}, true],
  ])("%s within %j: %s", (total, range, expected) => {
    expect(isWithinProviderRange(total, range)).toBe(expected);
  });
});

describe("storeOpeningStatus", () => {
  const week = (today: { isOpen: boolean; closeTime?: string }) =>
    Array.from({ length: 7 }, (_, index) => (index === 2 ? today : { isOpen: true, closeTime: "17:00" }));
  // 2026-01-07 is a Wednesday: index 2 of a Monday-first week.
  const wednesday = new Date(2026, 0, 7, 10, 0);

  it.each([
    ["17:30", "Open today until 5:30 pm"],
    ["09:00", "Open today until 9:00 am"],
    ["12:00", "Open today until 12:00 pm"],
    ["00:15", "Open today until 12:15 am"],
  ])("closing at %s says %s", (closeTime, expected) => {
    expect(storeOpeningStatus({ openTimes: week({ isOpen: true, closeTime }) }, wednesday)).toBe(expected);
  });

  it("says Closed today on a closed day", () => {
    expect(storeOpeningStatus({ openTimes: week({ isOpen: false }) }, wednesday)).toBe("Closed today");
  });

  it("says By appointment only for an appointment-only store", () => {
    expect(storeOpeningStatus({ isAppointmentOnly: true, openTimes: week({ isOpen: true, closeTime: "17:00" }) }, wednesday)).toBe(
      "By appointment only",
    );
  });

  it("reads the day in the store's time zone", () => {
    // 20:00 UTC on Tuesday is Wednesday morning in Sydney.
    const tuesdayEveningUtc = new Date(Date.UTC(2026, 0, 6, 20, 0));
    expect(storeOpeningStatus({ openTimes: week({ isOpen: false }) }, tuesdayEveningUtc, "Australia/Sydney")).toBe("Closed today");
  });

  it("rejects a closing time that is not a time", () => {
    expect(formatTwelveHourTime("late")).toBeNull();
    expect(formatTwelveHourTime("25:00")).toBeNull();
  });
});
