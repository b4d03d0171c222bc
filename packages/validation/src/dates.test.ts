import { describe, expect, it } from "vitest";
import {
  calendarDateText,
  calendarDayIn,
  dateTimeFormat,
  formatDate,
  formatDateAndTime,
  formatDateTime,
  formatLongDate,
  formatTime,
  shopTimeZone,
  shopToday,
} from "./dates";

const sydney = { country: "AU", locale: "en-AU" } as const;
const auckland = { country: "NZ", locale: "en-NZ" } as const;

// 12:30 UTC on 22 November is 11:30 pm in Sydney (AEDT, +11) and 1:30 am on the 23rd in Auckland (NZDT, +13).
const NEAR_MIDNIGHT = "2026-11-22T12:30:00Z";

describe("the shop's time zone", () => {
  it("is Sydney for an Australian shop and Auckland for a New Zealand one", () => {
    expect(shopTimeZone(sydney)).toBe("Australia/Sydney");
    expect(shopTimeZone(auckland)).toBe("Pacific/Auckland");
  });

  it("counts today in the shop's zone, whatever the runtime's", () => {
    const at = new Date(NEAR_MIDNIGHT);
    expect(shopToday(sydney, at)).toBe("2026-11-22");
    expect(shopToday(auckland, at)).toBe("2026-11-23");
    expect(calendarDayIn("Australia/Perth", new Date("2030-06-14T16:30:00Z"))).toBe("2030-06-15");
    expect(calendarDayIn("Australia/Perth", new Date("2030-06-14T15:30:00Z"))).toBe("2030-06-14");
  });
});

describe("date formats", () => {
  it("makes one Intl.DateTimeFormat per locale and options and keeps it", () => {
    const options = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
    const format = dateTimeFormat("en-AU", options);
    expect(dateTimeFormat("en-AU", { ...options })).toBe(format);
    expect(dateTimeFormat("en-NZ", options)).not.toBe(format);
    expect(format.format(new Date("2026-11-22T00:00:00Z"))).toBe(new Date("2026-11-22T00:00:00Z").toLocaleDateString("en-AU", options));
  });

  it("writes a calendar date as it is and leaves text that is no date alone", () => {
    expect(formatDate("2026-11-22", sydney)).toBe("22 Nov 2026");
    expect(formatDate("not a date", sydney)).toBe("not a date");
    expect(formatDate("2026-02-30", sydney)).toBe("2026-02-30");
  });

  it("writes a calendar date in the shops' locales as Intl does, every month", () => {
    for (const shop of [sydney, auckland]) {
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(Date.UTC(2026, month, month + 1));
        const expected = new Intl.DateTimeFormat(shop.locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
          date,
        );
        expect(formatDate(date.toISOString().slice(0, 10), shop)).toBe(expected);
      }
    }
  });

  it("keeps a calendar date on its day in New Zealand, whose clock is ahead of UTC's next day", () => {
    expect(formatDate("2026-11-22", auckland)).toBe("22 Nov 2026");
    expect(formatDate("2026-11-22", auckland, { weekday: "short" })).toBe("Sun, 22 Nov 2026");
  });

  it("shows a date-time near midnight UTC on the shop's own day: the 22nd in Sydney, the 23rd in Auckland", () => {
    expect(formatDate(NEAR_MIDNIGHT, sydney)).toBe("22 Nov 2026");
    expect(formatDate(NEAR_MIDNIGHT, auckland)).toBe("23 Nov 2026");
    expect(formatDateAndTime(NEAR_MIDNIGHT, sydney)).toBe("22 Nov 2026, 11:30 pm");
    expect(formatDateAndTime(NEAR_MIDNIGHT, auckland)).toBe("23 Nov 2026, 1:30 am");
    expect(formatTime(NEAR_MIDNIGHT, auckland)).toBe("1:30 am");
    expect(formatDateTime(NEAR_MIDNIGHT, sydney)).toBe("Sun, 22 Nov, 11:30 pm");
    expect(formatDateTime(NEAR_MIDNIGHT, auckland)).toBe("Mon, 23 Nov, 1:30 am");
  });

  it("writes long dates, with the weekday when asked, for dates and date-times alike", () => {
    expect(formatLongDate("2026-11-22", sydney)).toBe("22 November 2026");
    expect(formatLongDate("2026-11-22", auckland, { weekday: true })).toBe("Sunday, 22 November 2026");
    expect(formatLongDate(NEAR_MIDNIGHT, sydney)).toBe("22 November 2026");
    expect(formatLongDate(NEAR_MIDNIGHT, auckland)).toBe("23 November 2026");
  });

  it("writes an API calendar day as YYYY-MM-DD", () => {
    expect(calendarDateText([2026, 1, 5])).toBe("2026-01-05");
    expect(formatLongDate(calendarDateText([2026, 11, 22]), auckland, { weekday: true })).toBe("Sunday, 22 November 2026");
  });
});
