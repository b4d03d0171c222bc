import { describe, expect, it } from "vitest";
import {
  hummMessage,
  instalmentAmount,
  instalmentDueDates,
  isWithinProviderRange,
  zipMessage,
  isZipOfferRunning,
  toCalendarDate,
  zipOfferInclusionDate,
  zipOfferLastDay,
  zipWeeklyAmount,
} from "./instalments";
import { roundUpToCents } from "./money";

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

describe("Zip's offer expiry (spec 2 §3 and §9)", () => {
  it("reads the last included day from offerExpiryInclusion, else one day before offerExpiry", () => {
    expect(zipOfferLastDay({ offerExpiry: "2027-01-01", offerExpiryInclusion: "2026-12-31" })).toEqual(new Date(2026, 11, 31));
    expect(zipOfferLastDay({ offerExpiry: "2026-03-01", offerExpiryInclusion: null })).toEqual(new Date(2026, 1, 28));
    expect(zipOfferLastDay({ offerExpiry: null, offerExpiryInclusion: null })).toBeNull();
    expect(zipOfferLastDay({ offerExpiry: "2026-02-30", offerExpiryInclusion: "soon" })).toBeNull();
  });

  it("runs through the whole last day and ends after it", () => {
    const lastDay = new Date(2026, 11, 31);
    expect(isZipOfferRunning(lastDay, new Date(2026, 11, 31, 23, 59))).toBe(true);
    expect(isZipOfferRunning(lastDay, new Date(2026, 11, 1))).toBe(true);
    expect(isZipOfferRunning(lastDay, new Date(2027, 0, 1, 0, 0))).toBe(false);
    expect(isZipOfferRunning(null, new Date(2026, 0, 1))).toBe(false);
  });

  it("writes a local date as the configuration does", () => {
    expect(toCalendarDate(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
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
