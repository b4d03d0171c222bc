import type { DeliveryDate } from "../form/checkout-values";

/**
 * The delivery calendar of spec 2 §4: six weeks (42 days) starting on a Monday, a month at a time.
 * Only days the availability lists as available can be chosen; days outside the shown month and
 * days before today are shown but disabled. Plain functions, so the rules are tested without React.
 */

/** spec 2 §9: 42 days, Monday first. */
export const CALENDAR_DAYS = 42;
/** spec 2 §9: the extended delivery option adds 21 days. */
export const EXTENDED_DELIVERY_DAYS = 21;

/** One entry of the availability (spec 2 §3 "Availability date entry"). */
export interface AvailabilityDay {
  date: DeliveryDate;
  price: number;
  available: boolean;
}

export interface CalendarDay {
  /** yyyy-mm-dd, the day's key. */
  key: string;
  date: DeliveryDate;
  inMonth: boolean;
  available: boolean;
  price: number | null;
  selected: boolean;
  today: boolean;
}

export function dateKey([year, month, day]: DeliveryDate): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function toDeliveryDate(date: Date): DeliveryDate {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()];
}

export function sameDay(a: DeliveryDate | null | undefined, b: DeliveryDate | null | undefined): boolean {
  return Boolean(a && b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2]);
}

/** The first of a month, as [year, month]. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export function monthOf(date: DeliveryDate): CalendarMonth {
  return { year: date[0], month: date[1] };
}

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** spec 2 §4: the previous-month button is disabled on the current month (and before it). */
export function canGoToPreviousMonth(shown: CalendarMonth, today: DeliveryDate): boolean {
  return shown.year * 12 + shown.month > today[0] * 12 + today[1];
}

/** The 42 days shown for a month: from the Monday on or before its first day. */
export function calendarDays(
  shown: CalendarMonth,
  availability: readonly AvailabilityDay[],
  selected: DeliveryDate | null,
  today: DeliveryDate,
): CalendarDay[] {
  const byKey = new Map(availability.map((entry) => [dateKey(entry.date), entry]));
  const first = new Date(Date.UTC(shown.year, shown.month - 1, 1));
  // getUTCDay: Sunday 0 … Saturday 6; Monday first means going back (day + 6) % 7 days.
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const todayKey = dateKey(today);
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => {
    const day = new Date(start.getTime() + index * 86_400_000);
    const date: DeliveryDate = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const key = dateKey(date);
    const entry = byKey.get(key);
    const inMonth = date[1] === shown.month;
    return {
      key,
      date,
      inMonth,
      available: Boolean(entry?.available) && inMonth && key >= todayKey,
      price: entry ? entry.price : null,
      selected: sameDay(date, selected),
      today: key === todayKey,
    };
  });
}

/** The first available day of the availability, where the calendar opens. */
export function firstAvailableDay(availability: readonly AvailabilityDay[]): DeliveryDate | null {
  const sorted = availability.filter((entry) => entry.available).sort((a, b) => dateKey(a.date).localeCompare(dateKey(b.date)));
  return sorted[0]?.date ?? null;
}

/**
 * spec 2 §4, proforma delivery: from the first available date whose price is at or below 0,
 * later dates stay available and earlier ones are marked unavailable.
 */
export function proformaAvailability(availability: readonly AvailabilityDay[]): AvailabilityDay[] {
  const sorted = [...availability].sort((a, b) => dateKey(a.date).localeCompare(dateKey(b.date)));
  const firstFree = sorted.find((entry) => entry.available && entry.price <= 0);
  if (!firstFree) return sorted;
  const from = dateKey(firstFree.date);
  return sorted.map((entry) => (dateKey(entry.date) < from ? { ...entry, available: false } : entry));
}

/** spec 2 §2: 'Same Day Delivery' when the selected date is today, else 'Delivery'. */
export function shippingLabel(selected: DeliveryDate | null, today: DeliveryDate): "Delivery" | "Same Day Delivery" {
  return sameDay(selected, today) ? "Same Day Delivery" : "Delivery";
}

/** The shipping cost of the selected day (its price in the availability), or null. */
export function selectedShippingCost(availability: readonly AvailabilityDay[], selected: DeliveryDate | null): number | null {
  if (!selected) return null;
  return availability.find((entry) => sameDay(entry.date, selected))?.price ?? null;
}

/**
 * spec 2 §4 "If the selected date is not found in the calendar, a warning is logged only": the
 * calendar shows no day chosen and the form keeps its date (the delivery lookup clears one the new
 * calendar does not offer). Answers whether it warned.
 */
export function warnIfNotInCalendar(
  availability: readonly AvailabilityDay[],
  selected: DeliveryDate | null,
  warn: (message: string) => void = (message) => console.warn(message),
): boolean {
  if (!selected || availability.length === 0 || availability.some((day) => sameDay(day.date, selected))) return false;
  warn(`Delivery calendar: the selected date ${dateKey(selected)} is not in the calendar.`);
  return true;
}
