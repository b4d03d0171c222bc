import type { RescheduleOptions } from "@storefront/api-contract/account";
import type { AvailabilityDate, CalendarDate } from "@storefront/api-contract/checkout";
import { formatLongDate } from "@storefront/validation/dates";
import { rescheduleMessages } from "@storefront/validation/reschedule";
import { and, eq, gt, sql } from "drizzle-orm";
import { Day, deliveryCalendar, localNow } from "../checkout/availability";
import { deliversTo, findLocality } from "../checkout/localities";
import type { Database } from "../db/client";
import { addresses, deliveryBookings, orders } from "../db/schema";
import { BadRequestError, ConflictError, NotFoundError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import type { Storefront } from "../storefronts";
import { deliveryRescheduledMail } from "./mail-messages";

/**
 * Rescheduling an order's delivery (issue 45 item 10, page type rescheduleDelivery; the rules are
 * validation's `rescheduleMessages` comment and the apps/api README "Rescheduling a delivery").
 * The days are the checkout's delivery calendar (spec 2 §4, ../checkout/availability.ts) for the
 * order's delivery address, at the order's products total; a day may be chosen when the calendar
 * offers it, it is not today and it costs no more than the delivery paid.
 */

const partsOf = (iso: string): CalendarDate => Day.parse(iso).parts;

/** What a reschedule mails through: the mailer, the storefront's origin for the order's link. */
export interface RescheduleMail {
  mailer: Mailer;
  originOf: (storefront: Storefront) => string;
}

export function deliveryReschedule(db: Database, now: () => Date, mail: RescheduleMail) {
  async function booking(accountId: string, storefront: Storefront, orderNumber: string) {
    const [row] = await db
      .select({ order: orders, booking: deliveryBookings, address: addresses })
      .from(orders)
      .leftJoin(deliveryBookings, eq(deliveryBookings.orderId, orders.id))
      .leftJoin(addresses, and(eq(addresses.orderId, orders.id), eq(addresses.kind, "delivery")))
      .where(and(eq(orders.accountId, accountId), eq(orders.storefrontId, storefront.id), eq(orders.orderNumber, orderNumber)))
      .limit(1);
    // Another customer's order is not found, never forbidden, so order numbers are not probed.
    if (!row) throw new NotFoundError(rescheduleMessages.notFound);
    return row;
  }

  async function options(accountId: string, storefront: Storefront, orderNumber: string): Promise<RescheduleOptions & { orderId: string }> {
    const { order, booking: booked, address } = await booking(accountId, storefront, orderNumber);
    const { today } = localNow(storefront, now());
    const base = { orderId: order.id, orderNumber: order.orderNumber, today: today.parts };
    if (!booked?.deliveryDate || booked.cashAndCarry || !address)
      return { ...base, deliveryDate: today.parts, reschedulable: false, reason: rescheduleMessages.notDelivered, days: [] };
    const deliveryDate = partsOf(booked.deliveryDate);
    // The truck is loaded the evening before: from the delivery day on, the order is out for delivery or delivered.
    if (Day.parse(booked.deliveryDate).daysSince(today) <= 0)
      return { ...base, deliveryDate, reschedulable: false, reason: rescheduleMessages.dispatched, days: [] };
    const locality = await findLocality(db, storefront, address);
    if (!locality || !deliversTo(locality))
      return { ...base, deliveryDate, reschedulable: false, reason: rescheduleMessages.noDelivery, days: [] };
    const calendar = deliveryCalendar({
      storefront,
      now: now(),
      productsCents: Math.round(order.subtotal * 100),
      storageApplies: false,
      deliveryUnavailable: false,
    });
    const paidCents = Math.round(booked.price * 100);
    const days: AvailabilityDate[] = calendar.availability.map((day) => ({
      ...day,
      available: day.available && !day.sameDay && Math.round(day.price * 100) <= paidCents && Day.of(day.date)?.iso !== booked.deliveryDate,
    }));
    return { ...base, deliveryDate, reschedulable: true, reason: null, days };
  }

  return {
    async options(accountId: string, storefront: Storefront, orderNumber: string): Promise<RescheduleOptions> {
      const { orderId: _orderId, ...answer } = await options(accountId, storefront, orderNumber);
      return answer;
    },

    /**
     * Moves the order's delivery to `date`: 404 for an order not the customer's, 409 when the day
     * can no longer change, 400 for a day that may not be chosen. The change is one statement that
     * holds only while the booked day is still after today, so a request that races the day's end
     * (or another change) cannot move an order that is out for delivery. The order's email is then
     * told the new day (a mail server that refuses it is logged, and the change stands).
     */
    async reschedule(
      accountId: string,
      storefront: Storefront,
      orderNumber: string,
      date: CalendarDate,
      onMailError: (error: unknown) => void,
    ): Promise<RescheduleOptions> {
      const current = await options(accountId, storefront, orderNumber);
      if (!current.reschedulable) throw new ConflictError(current.reason ?? rescheduleMessages.dispatched);
      const chosen = Day.of(date);
      if (!chosen) throw new BadRequestError([rescheduleMessages.chooseDay]);
      if (chosen.iso === Day.of(current.deliveryDate)?.iso) throw new BadRequestError([rescheduleMessages.sameDay]);
      const entry = current.days.find((day) => Day.of(day.date)?.iso === chosen.iso);
      if (!entry?.available) throw new BadRequestError([rescheduleMessages.dayUnavailable]);
      const { today } = localNow(storefront, now());
      const changed = await db
        .update(deliveryBookings)
        .set({ deliveryDate: chosen.iso, rescheduledAt: sql`now()` })
        .where(and(eq(deliveryBookings.orderId, current.orderId), gt(deliveryBookings.deliveryDate, today.iso)))
        .returning({ orderId: deliveryBookings.orderId });
      if (changed.length === 0) throw new ConflictError(rescheduleMessages.dispatched);
      const { order, address } = await booking(accountId, storefront, orderNumber);
      const day = formatLongDate(chosen.iso, { country: storefront.country, locale: `en-${storefront.country}` }, { weekday: true });
      const link = `${mail.originOf(storefront)}/account/orders/${encodeURIComponent(order.orderNumber)}`;
      // The day is changed whether or not the mail server takes the mail: the order's page shows it either way.
      await mail.mailer
        .send(deliveryRescheduledMail(order.email, address?.firstName ?? "", storefront.displayName, order.orderNumber, day, link))
        .catch((error: unknown) => onMailError(error));
      const { orderId: _orderId, ...answer } = await options(accountId, storefront, orderNumber);
      return answer;
    },
  };
}
