import { describe, expect, it } from "vitest";
import { calendarDayIn } from "@storefront/validation/dates";
import { storeTimeZone } from "./time-zones";

describe("a store's time zone", () => {
  it.each([
    ["NSW", "Australia/Sydney"],
    ["ACT", "Australia/Sydney"],
    ["VIC", "Australia/Melbourne"],
    ["QLD", "Australia/Brisbane"],
    ["SA", "Australia/Adelaide"],
    ["WA", "Australia/Perth"],
    ["TAS", "Australia/Hobart"],
    ["NT", "Australia/Darwin"],
  ])("is its Australian state's capital's: %s → %s", (state, zone) => {
    expect(storeTimeZone({ country: "AU", state })).toBe(zone);
  });

  it("is Pacific/Auckland in New Zealand, whatever the region", () => {
    expect(storeTimeZone({ country: "NZ", state: "Canterbury" })).toBe("Pacific/Auckland");
  });

  it("falls back to Australia/Sydney for a state it does not know", () => {
    expect(storeTimeZone({ country: "AU", state: "Jervis Bay" })).toBe("Australia/Sydney");
  });

  it("reads the calendar day in the zone, not the machine's", () => {
    const at = new Date("2030-06-14T14:30:00Z");
    expect(calendarDayIn("Australia/Sydney", at)).toBe("2030-06-15");
    expect(calendarDayIn("Australia/Perth", at)).toBe("2030-06-14");
  });
});
