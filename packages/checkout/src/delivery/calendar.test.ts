import { describe, expect, it, vi } from "vitest";
import { calendarDays, canGoToPreviousMonth, proformaAvailability, shippingLabel, warnIfNotInCalendar } from "./calendar";

const day = (date: [number, number, number], price = 49, available = true) => ({ date, price, available });

describe("the delivery calendar's rules (spec 2 §4)", () => {
  it("shows 42 days starting on the Monday on or before the first of the month", () => {
    // 1 December 2026 is a Tuesday: the grid starts on Monday 30 November.
    const days = calendarDays({ year: 2026, month: 12 }, [], null, [2026, 11, 24]);
    expect(days).toHaveLength(42);
    expect(days[0]?.date).toEqual([2026, 11, 30]);
    expect(days[41]?.date).toEqual([2027, 1, 10]);
  });

  it("lets only available days of the shown month be chosen", () => {
    const days = calendarDays(
      { year: 2026, month: 12 },
      [day([2026, 12, 2]), day([2026, 12, 3], 0, false), day([2026, 11, 30])],
      null,
      [2026, 11, 24],
    );
    const available = days.filter((entry) => entry.available).map((entry) => entry.key);
    expect(available).toEqual(["2026-12-02"]);
  });

  it("disables the previous-month button on the current month only", () => {
    expect(canGoToPreviousMonth({ year: 2026, month: 11 }, [2026, 11, 24])).toBe(false);
    expect(canGoToPreviousMonth({ year: 2026, month: 12 }, [2026, 11, 24])).toBe(true);
  });

  it("makes proforma dates before the first free one unavailable", () => {
    const filtered = proformaAvailability([day([2026, 12, 1], 49), day([2026, 12, 2], 0), day([2026, 12, 3], 49)]);
    expect(filtered.map((entry) => entry.available)).toEqual([false, true, true]);
  });

  it("labels the shipping line 'Same Day Delivery' when the date is today", () => {
    expect(shippingLabel([2026, 11, 24], [2026, 11, 24])).toBe("Same Day Delivery");
    expect(shippingLabel([2026, 11, 25], [2026, 11, 24])).toBe("Delivery");
  });
});

describe("a selected date the calendar does not hold (spec 2 §4)", () => {
  it("is logged as a warning, and only then", () => {
    const warn = vi.fn();
    const calendar = [day([2026, 12, 1]), day([2026, 12, 2])];
    expect(warnIfNotInCalendar(calendar, [2026, 12, 9], warn)).toBe(true);
    expect(warn).toHaveBeenCalledWith("Delivery calendar: the selected date 2026-12-09 is not in the calendar.");
    warn.mockClear();
    expect(warnIfNotInCalendar(calendar, [2026, 12, 2], warn)).toBe(false);
    expect(warnIfNotInCalendar(calendar, null, warn)).toBe(false);
    expect(warnIfNotInCalendar([], [2026, 12, 9], warn)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
