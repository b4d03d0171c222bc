/** A store's opening hours and the status line of spec 1 §4. */

export interface OpeningTime {
  isOpen: boolean;
  /** HH:mm, 24-hour. */
  closeTime?: string | null;
}

export interface StoreHours {
  isAppointmentOnly?: boolean | null;
  /** Seven entries, Monday first (spec 1 §3). */
  openTimes: readonly OpeningTime[];
}

export const storeStatusTexts = {
  closedToday: "Closed today",
  appointmentOnly: "By appointment only",
  openToday: "Open today",
} as const;

/** 'HH:mm' as 'h:mm am' or 'h:mm pm'; null when it is not a time. */
export function formatTwelveHourTime(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] as string;
  if (hours > 23 || Number(minutes) > 59) return null;
  const suffix = hours < 12 ? "am" : "pm";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${minutes} ${suffix}`;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Monday-first weekday index (0 to 6) of a moment, in a time zone when one is given. */
export function mondayFirstDayIndex(now: Date, timeZone?: string): number {
  if (!timeZone) return (now.getDay() + 6) % 7;
  const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone }).format(now);
  return WEEKDAYS.indexOf(weekday);
}

/**
 * spec 1 §4: 'By appointment only', 'Closed today', or 'Open today until 5:30 pm'. The day is
 * read in `timeZone` when given (a store's own zone), else in the runtime's.
 */
export function storeOpeningStatus(store: StoreHours, now: Date, timeZone?: string): string {
  if (store.isAppointmentOnly) return storeStatusTexts.appointmentOnly;
  const today = store.openTimes[mondayFirstDayIndex(now, timeZone)];
  if (!today || !today.isOpen) return storeStatusTexts.closedToday;
  const closing = today.closeTime ? formatTwelveHourTime(today.closeTime) : null;
  return closing ? `${storeStatusTexts.openToday} until ${closing}` : storeStatusTexts.openToday;
}
