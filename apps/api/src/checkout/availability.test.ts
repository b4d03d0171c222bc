import { describe, expect, it } from "vitest";
import { storefrontById, type Storefront } from "../storefronts";
import { dayOf, deliveryCalendar, deliveryServices } from "./availability";

const wa = storefrontById("wa") as Storefront;
const nz = storefrontById("aol-nz") as Storefront;
// Thursday 2026-03-12, 01:00 UTC: noon in Sydney (AEDT), 14:00 in Auckland (NZDT).
const THURSDAY = new Date("2026-03-12T01:00:00Z");
const input = { storefront: wa, now: THURSDAY, productsCents: 50_000, storageApplies: true, deliveryUnavailable: false };

describe("deliveryCalendar (spec 2 §4 and §9)", () => {
  it("starts on this week's Monday with 42 days; past days are shown and unavailable", () => {
    const calendar = deliveryCalendar(input);
    expect(calendar.availability).toHaveLength(42);
    expect(calendar.availability[0]!.date).toEqual([2026, 3, 9]);
    expect(calendar.availability.slice(0, 3).map((d) => d.available)).toEqual([false, false, false]);
    expect(calendar.availability[3]).toMatchObject({ date: [2026, 3, 12], sameDay: true, available: true, price: 79 });
    expect(calendar.availability[41]!.date).toEqual([2026, 4, 19]);
  });

  it("adds the 21 extended days after the calendar", () => {
    const calendar = deliveryCalendar(input);
    expect(calendar.extendedAvailability).toHaveLength(21);
    expect(calendar.extendedAvailability[0]!.date).toEqual([2026, 4, 20]);
    expect(calendar.extendedAvailability[20]!.date).toEqual([2026, 5, 10]);
  });

  it("prices weekdays free from 99 and 29 below, Saturdays 49, and has no Sunday", () => {
    const free = deliveryCalendar(input).availability;
    expect(free[4]).toMatchObject({ price: 0, available: true }); // Friday
    expect(free[5]).toMatchObject({ price: 49, available: true }); // Saturday
    expect(free[6]).toMatchObject({ available: false }); // Sunday
    const small = deliveryCalendar({ ...input, productsCents: 9_899 }).availability;
    expect(small[4]).toMatchObject({ price: 29 });
    expect(deliveryCalendar({ ...input, productsCents: 9_900 }).availability[4]).toMatchObject({ price: 0 });
  });

  it("closes same day at 14:00 in the storefront's zone", () => {
    const calendar = deliveryCalendar({ ...input, storefront: nz });
    expect(calendar.availability[3]).toMatchObject({ sameDay: true, available: false });
  });

  it("charges the daily fee of 4 from the 61st day when storage applies, and none otherwise", () => {
    const calendar = deliveryCalendar(input);
    const all = [...calendar.availability, ...calendar.extendedAvailability];
    const firstFee = all.findIndex((d) => d.storageFee > 0);
    expect(calendar.firstFeeDay.parts).toEqual([2026, 5, 12]);
    // Thursday + 61 lies beyond the extended days: none of them incurs the fee.
    expect(firstFee).toBe(-1);
    const monday = deliveryCalendar({ ...input, now: new Date("2026-03-09T01:00:00Z") });
    const fees = [...monday.availability, ...monday.extendedAvailability].filter((d) => d.storageFee > 0);
    expect(fees.map((d) => d.date)).toEqual([
      [2026, 5, 9],
      [2026, 5, 10],
    ]);
    expect(fees.every((d) => d.storageFee === 4)).toBe(true);
    const none = deliveryCalendar({ ...input, now: new Date("2026-03-09T01:00:00Z"), storageApplies: false });
    expect([...none.availability, ...none.extendedAvailability].every((d) => d.storageFee === 0)).toBe(true);
  });

  it("has no available day where delivery is unavailable", () => {
    const calendar = deliveryCalendar({ ...input, deliveryUnavailable: true });
    expect([...calendar.availability, ...calendar.extendedAvailability].some((d) => d.available)).toBe(false);
  });

  it("finds a chosen day in the calendar or its extended days, and nothing outside", () => {
    const calendar = deliveryCalendar(input);
    expect(dayOf(calendar, [2026, 3, 13])).toMatchObject({ extended: false, available: true });
    expect(dayOf(calendar, [2026, 4, 21])).toMatchObject({ extended: true });
    expect(dayOf(calendar, [2026, 6, 1])).toBeUndefined();
    expect(dayOf(calendar, [2026, 2, 30])).toBeUndefined();
  });
});

describe("deliveryServices", () => {
  it("hides Connect and Test when every line has an installation, and selects only offered services", () => {
    expect(deliveryServices(["DS-CONNECT"], false).find((s) => s.sku === "DS-CONNECT")).toMatchObject({ hidden: true, selected: false });
    expect(deliveryServices(["DS-CONNECT"], true).find((s) => s.sku === "DS-CONNECT")).toMatchObject({ hidden: false, selected: true });
  });
});
