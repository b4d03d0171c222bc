import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { below } from "@storefront/ui-kit/theme";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { formatPrice } from "@storefront/validation/price";
import { checkoutTexts } from "../checkout-texts";
import type { DeliveryDate } from "../form/checkout-values";
import {
  addMonths,
  calendarDays,
  canGoToPreviousMonth,
  dateKey,
  firstAvailableDay,
  monthOf,
  type AvailabilityDay,
  type CalendarDay,
  type CalendarMonth,
  warnIfNotInCalendar,
} from "./calendar";

const texts = checkoutTexts.calendar;
const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;

  /* On a phone the month's name has a row of its own above the two buttons (issue 46). */
  ${below("sm")} {
    flex-wrap: wrap;

    > h3 {
      order: -1;
      flex-basis: 100%;
      text-align: center;
    }
  }
`;

const MonthTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    padding: ${({ theme }) => theme.space[1]}px 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: normal;
  }

  td {
    padding: 2px;
  }
`;

const Day = styled.button<{ $selected: boolean; $available: boolean; $inMonth: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => theme.space[1]}px 0;
  border: 1px solid ${({ theme, $available }) => ($available ? theme.color.border.strong : "transparent")};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.color.action.primary : "transparent")};
  color: ${({ theme, $selected, $available }) =>
    $selected ? theme.color.text.inverse : $available ? theme.color.text.default : theme.color.text.muted};
  font: inherit;
  cursor: ${({ $available }) => ($available ? "pointer" : "default")};

  &[aria-disabled="true"] {
    text-decoration: ${({ $inMonth }) => ($inMonth ? "line-through" : "none")};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 1px;
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

function dayName(day: CalendarDay, locale: string): { weekday: string; monthYear: string } {
  const date = new Date(Date.UTC(day.date[0], day.date[1] - 1, day.date[2]));
  return {
    weekday: date.toLocaleDateString(locale, { weekday: "long", timeZone: "UTC" }),
    monthYear: date.toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
  };
}

function monthName({ year, month }: CalendarMonth, locale: string): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });
}

export interface DeliveryCalendarProps {
  availability: readonly AvailabilityDay[];
  selected: DeliveryDate | null;
  onSelect: (date: DeliveryDate, day: AvailabilityDay) => void;
  today: DeliveryDate;
}

/**
 * The delivery calendar (spec 2 §4): a month as six weeks of days from Monday, the price under each
 * available day, the previous-month button disabled on the current month. A grid in the WAI-ARIA
 * date-picker pattern: one day is in the tab order; arrows move a day or a week, Home and End to
 * the week's ends, Page Up and Page Down a month; Enter or Space chooses an available day.
 */
export function DeliveryCalendar({ availability, selected, onSelect, today }: DeliveryCalendarProps) {
  const brand = useBrand();
  const money = { locale: brand.locale, currency: brand.currency };
  const [shown, setShown] = useState<CalendarMonth>(() => monthOf(selected ?? firstAvailableDay(availability) ?? today));
  const days = useMemo(() => calendarDays(shown, availability, selected, today), [shown, availability, selected, today]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const byKey = useMemo(() => new Map(availability.map((entry) => [dateKey(entry.date), entry])), [availability]);

  const tabStop =
    days.find((day) => day.key === focusKey) ??
    days.find((day) => day.selected) ??
    days.find((day) => day.available) ??
    days.find((day) => day.today && day.inMonth) ??
    days.find((day) => day.inMonth);

  useEffect(() => {
    if (focusKey) buttons.current.get(focusKey)?.focus();
  }, [focusKey, days]);

  // spec 2 §4: a selected date the calendar does not hold is only logged.
  useEffect(() => {
    warnIfNotInCalendar(availability, selected);
  }, [availability, selected]);

  const move = (from: CalendarDay, offset: number) => {
    const target = new Date(Date.UTC(from.date[0], from.date[1] - 1, from.date[2] + offset));
    const next: DeliveryDate = [target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate()];
    const nextMonth = monthOf(next);
    if (nextMonth.month !== shown.month || nextMonth.year !== shown.year) {
      if (!canGoToPreviousMonth(nextMonth, today) && nextMonth.year * 12 + nextMonth.month < today[0] * 12 + today[1]) return;
      setShown(nextMonth);
    }
    setFocusKey(dateKey(next));
  };

  const onKeyDown = (day: CalendarDay) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const weekday = (new Date(Date.UTC(day.date[0], day.date[1] - 1, day.date[2])).getUTCDay() + 6) % 7;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    if (event.key in moves) {
      event.preventDefault();
      move(day, moves[event.key] as number);
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      event.preventDefault();
      const target = addMonths(shown, event.key === "PageUp" ? -1 : 1);
      if (event.key === "PageUp" && !canGoToPreviousMonth(shown, today)) return;
      setShown(target);
      setFocusKey(dateKey([target.year, target.month, Math.min(day.date[2], 28)]));
    }
  };

  const choose = (day: CalendarDay) => {
    const entry = byKey.get(day.key);
    if (!day.available || !entry) return;
    setFocusKey(day.key);
    onSelect(day.date, entry);
  };

  const weeks = Array.from({ length: 6 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const title = monthName(shown, brand.locale);
  return (
    <div>
      <Bar>
        <Button variant="ghost" size="small" disabled={!canGoToPreviousMonth(shown, today)} onClick={() => setShown(addMonths(shown, -1))}>
          {texts.previousMonth}
        </Button>
        <MonthTitle id="delivery-calendar-month" aria-live="polite">
          {title}
        </MonthTitle>
        <Button variant="ghost" size="small" onClick={() => setShown(addMonths(shown, 1))}>
          {texts.nextMonth}
        </Button>
      </Bar>
      <Grid role="grid" aria-labelledby="delivery-calendar-month">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => (
                <td key={day.key} role="gridcell" aria-selected={day.selected}>
                  <Day
                    type="button"
                    ref={(node) => {
                      if (node) buttons.current.set(day.key, node);
                      else buttons.current.delete(day.key);
                    }}
                    tabIndex={day.key === tabStop?.key ? 0 : -1}
                    aria-disabled={!day.available}
                    aria-pressed={day.selected}
                    onClick={() => choose(day)}
                    onKeyDown={onKeyDown(day)}
                    $selected={day.selected}
                    $available={day.available}
                    $inMonth={day.inMonth}
                  >
                    {/* The name is the text: 'Thursday 26 November 2026, $49' read, '26' and '$49' seen. */}
                    <span>
                      <VisuallyHidden>{dayName(day, brand.locale).weekday} </VisuallyHidden>
                      {day.date[2]}
                      <VisuallyHidden> {dayName(day, brand.locale).monthYear}</VisuallyHidden>
                    </span>
                    {day.available && day.price !== null ? (
                      <small>
                        <VisuallyHidden>, </VisuallyHidden>
                        {day.price > 0 ? formatPrice(day.price, money) : texts.free}
                      </small>
                    ) : null}
                  </Day>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}
