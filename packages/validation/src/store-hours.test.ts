import { describe, expect, it } from "vitest";
import { formatTwelveHourTime, storeOpeningStatus } from "./store-hours";

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
