/** Dates in queries: the schema checks the shape (YYYY-MM-DD), this checks the day exists and is in range. */

/** The days a query may name (ours): far enough for any listing, near enough for every date library. */
const FIRST_DAY = "1900-01-01";
const LAST_DAY = "2999-12-31";

/** A message when a YYYY-MM-DD value is not a real calendar day (2026-02-30) or is out of range, else undefined. */
export function calendarDateProblem(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return `${field} must be a real calendar date as YYYY-MM-DD`;
  if (value < FIRST_DAY || value > LAST_DAY) return `${field} must be a date from ${FIRST_DAY} to ${LAST_DAY}`;
  return undefined;
}
