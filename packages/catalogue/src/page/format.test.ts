import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatCount, formatDate } from "./format";

describe("a count of products", () => {
  const au = { locale: "en-AU" } as const;

  it("groups thousands with commas as en-AU and en-NZ do", () => {
    for (const count of [0, 7, 999, 1000, 1199, 12_345, 1_234_567, -4321]) {
      expect(formatCount(count, au)).toBe(new Intl.NumberFormat("en-AU").format(count));
    }
    expect(formatCount(1199, { locale: "en-NZ" })).toBe(new Intl.NumberFormat("en-NZ").format(1199));
  });

  it("leaves a fraction to Intl", () => {
    expect(formatCount(1199.5, au)).toBe("1,199.5");
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

  it("formats a shop date in the shop's time zone with the kept format", () => {
    expect(formatDate("2026-11-22", { country: "AU", locale: "en-AU" })).toBe("22 Nov 2026");
    expect(formatDate("not a date", { country: "AU", locale: "en-AU" })).toBe("not a date");
  });

  it("writes a calendar date in the shops' locales as Intl does, every month", () => {
    for (const [country, locale] of [
      ["AU", "en-AU"],
      ["NZ", "en-NZ"],
    ] as const) {
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(Date.UTC(2026, month, month + 1));
        const expected = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
        expect(formatDate(date.toISOString().slice(0, 10), { country, locale })).toBe(expected);
      }
    }
  });

  it("keeps a calendar date on its day in New Zealand, whose clock is ahead of UTC's next day", () => {
    expect(formatDate("2026-11-22", { country: "NZ", locale: "en-NZ" })).toBe("22 Nov 2026");
    expect(formatDate("2026-11-22", { country: "NZ", locale: "en-NZ" }, { weekday: "short" })).toBe("Sun, 22 Nov 2026");
  });

  it("leaves a date that is not on the calendar as it is", () => {
    expect(formatDate("2026-02-30", { country: "AU", locale: "en-AU" })).toBe("2026-02-30");
  });

  it("shows a date-time in the shop's time zone", () => {
    expect(formatDate("2026-11-22T12:30:00Z", { country: "NZ", locale: "en-NZ" })).toBe("23 Nov 2026");
    expect(formatDate("2026-11-22T12:30:00Z", { country: "AU", locale: "en-AU" })).toBe("22 Nov 2026");
  });
});
