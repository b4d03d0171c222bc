import type { AvailabilityDate, CalendarDate, DeliveryService } from "@storefront/api-contract/checkout";
import type { Storefront } from "../storefronts";

/**
 * The delivery calendar (spec 2 §2, §4 and §9): 42 days from the Monday of this week in the
 * storefront's zone, Monday first; days before today are shown and not available. The extended
 * option adds the 21 days after it. The prices and rules below are ours (the spec gives none):
 *
 * - Monday to Friday: free for products of 99 or more after a coupon, however much of them a gift
 *   card pays (the storefronts' "free metro delivery" banner), else 29; Saturday 49; Sunday no delivery.
 * - Same day (today, Monday to Saturday) costs 79 and is offered until 14:00 in the storefront's zone.
 * - Storage (spec 2 §9): free for 60 days from today; a later day incurs a daily fee of 4 when the
 *   cart holds a product of 300 or more that is not proforma, and the shopper must acknowledge it.
 */
export const deliveryRules = {
  calendarDays: 42,
  extendedDays: 21,
  freeOverCents: 9_900,
  weekdayCents: 2_900,
  saturdayCents: 4_900,
  sameDayCents: 7_900,
  sameDayCutoffHour: 14,
  storageFreeDays: 60,
  storageDailyFee: 4,
  storageMinimumPrice: 300,
} as const;

/** Delivery services (spec 2 §3), ours: a hidden one is not offered and cannot be chosen. */
export const DELIVERY_SERVICES: readonly Omit<DeliveryService, "selected" | "hidden">[] = [
  {
    sku: "DS-PACKAGING",
    title: "Packaging Removal",
    price: 0,
    blurb: "We take the packaging away with us.",
  },
  {
    sku: "DS-OLD-APPLIANCE",
    title: "Old Appliance Removal",
    price: 35,
    blurb: "We take your old appliance away for recycling. It must be disconnected and ready to go.",
  },
  {
    sku: "DS-CONNECT",
    title: "Connect and Test",
    price: 59,
    blurb: "We connect your new appliance to existing water or power points and test it.",
  },
];

/** A day as YYYY-MM-DD and as its parts. */
export class Day {
  private constructor(private readonly utc: Date) {}

  static parse(iso: string): Day {
    return new Day(new Date(`${iso}T00:00:00Z`));
  }

  static of([year, month, day]: readonly [number, number, number]): Day | undefined {
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? new Day(date) : undefined;
  }

  plus(days: number): Day {
    const date = new Date(this.utc);
    date.setUTCDate(date.getUTCDate() + days);
    return new Day(date);
  }

  /** 0 Sunday to 6 Saturday. */
  get weekday(): number {
    return this.utc.getUTCDay();
  }

  get iso(): string {
    return this.utc.toISOString().slice(0, 10);
  }

  get parts(): CalendarDate {
    return [this.utc.getUTCFullYear(), this.utc.getUTCMonth() + 1, this.utc.getUTCDate()];
  }

  daysSince(other: Day): number {
    return Math.round((this.utc.getTime() - other.utc.getTime()) / 86_400_000);
  }
}

/** Today and the hour in the storefront's zone. */
export function localNow(storefront: Storefront, now: Date): { today: Day; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: storefront.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { today: Day.parse(`${part("year")}-${part("month")}-${part("day")}`), hour: Number(part("hour")) };
}

export interface CalendarInput {
  storefront: Storefront;
  now: Date;
  /** The products' total after a coupon and before a gift card, in cents (free weekday delivery from 99). */
  productsCents: number;
  /** The cart holds a product the storage fee applies to. */
  storageApplies: boolean;
  /** No delivery to the address: every day is unavailable. */
  deliveryUnavailable: boolean;
}

export interface Calendar {
  today: Day;
  availability: AvailabilityDate[];
  extendedAvailability: AvailabilityDate[];
  firstFeeDay: Day;
}

function entry(day: Day, input: CalendarInput, today: Day, hour: number): AvailabilityDate {
  const sameDay = day.iso === today.iso;
  const past = day.daysSince(today) < 0;
  const sunday = day.weekday === 0;
  const available = !input.deliveryUnavailable && !past && !sunday && (!sameDay || hour < deliveryRules.sameDayCutoffHour);
  let cents: number =
    day.weekday === 6 ? deliveryRules.saturdayCents : input.productsCents >= deliveryRules.freeOverCents ? 0 : deliveryRules.weekdayCents;
  if (sameDay) cents = deliveryRules.sameDayCents;
  const storageFee = input.storageApplies && day.daysSince(today) > deliveryRules.storageFreeDays ? deliveryRules.storageDailyFee : 0;
  return { date: day.parts, price: cents / 100, available, sameDay, storageFee };
}

/** spec 2 §4: the 42-day calendar from this week's Monday and the 21 extended days after it. */
export function deliveryCalendar(input: CalendarInput): Calendar {
  const { today, hour } = localNow(input.storefront, input.now);
  const monday = today.plus(-((today.weekday + 6) % 7));
  const days = (from: number, count: number) => Array.from({ length: count }, (_, i) => entry(monday.plus(from + i), input, today, hour));
  return {
    today,
    availability: days(0, deliveryRules.calendarDays),
    extendedAvailability: days(deliveryRules.calendarDays, deliveryRules.extendedDays),
    firstFeeDay: today.plus(deliveryRules.storageFreeDays + 1),
  };
}

/** The calendar entry of a chosen day, in the calendar or its extended days. */
export function dayOf(calendar: Calendar, date: readonly [number, number, number]): (AvailabilityDate & { extended: boolean }) | undefined {
  const day = Day.of(date);
  if (!day) return undefined;
  const match = (e: AvailabilityDate) => e.date[0] === date[0] && e.date[1] === date[1] && e.date[2] === date[2];
  const inCalendar = calendar.availability.find(match);
  if (inCalendar) return { ...inCalendar, extended: false };
  const extended = calendar.extendedAvailability.find(match);
  return extended ? { ...extended, extended: true } : undefined;
}

/** The services offered for a cart: Connect and Test only when a product has no installation chosen. */
export function deliveryServices(chosen: readonly string[], anyLineWithoutInstall: boolean): DeliveryService[] {
  return DELIVERY_SERVICES.map((service) => {
    const hidden = service.sku === "DS-CONNECT" && !anyLineWithoutInstall;
    return { ...service, hidden, selected: !hidden && chosen.includes(service.sku) };
  });
}

/**
 * Supplier availability (spec 2 §3, storefronts with SupplierAvailability), ours: a product whose
 * brand ships proforma is delivered by its supplier, on weekdays from the third day after today
 * within the 42-day calendar, for 39 per supplier.
 */
export const supplierRules = { leadDays: 3, priceCents: 3_900 } as const;

export function supplierAvailability(
  calendar: Calendar,
  suppliers: readonly string[],
  deliveryUnavailable: boolean,
): { supplier: string; title: string; availability: AvailabilityDate[] }[] {
  return suppliers.map((supplier) => ({
    supplier,
    title: `${supplier} Direct Delivery`,
    availability: calendar.availability.map((entry) => {
      const day = Day.of(entry.date) as Day;
      const weekday = day.weekday >= 1 && day.weekday <= 5;
      return {
        date: entry.date,
        price: supplierRules.priceCents / 100,
        available: !deliveryUnavailable && weekday && day.daysSince(calendar.today) >= supplierRules.leadDays,
        sameDay: false,
        storageFee: 0,
      };
    }),
  }));
}
