import type { RescheduleOptions } from "@storefront/api-contract/account";
import type { CheckoutAnswer } from "@storefront/api-contract/checkout";
import { rescheduleMessages } from "@storefront/validation/reschedule";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Day } from "../checkout/availability";
import {
  addToCart,
  checkoutBody,
  productFor,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { deliveryBookings, orders } from "../db/schema";
import { SmtpMailer } from "../mail/mailer";
import { setupMailbox } from "../mail/test-mailbox";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { accessTokenOf, bearer, Shopper, setupTestApi } from "../test-helpers";

const sandbox = setupSandbox();
const mailbox = setupMailbox();
const api = setupTestApi({
  ...sandboxGateways(sandbox),
  now: () => TEST_MONDAY,
  mailer: () => new SmtpMailer({ host: "127.0.0.1", port: mailbox.port, from: "Shop <shop@storefront.test>" }),
});
const [STAFF, OWNER] = SANDBOX_ACCOUNTS;
const BRAND = "wa";
let owner: string;
let staff: string;

const days = (orderNumber: string, as = owner) =>
  api.request({ url: `/api/account/order/invoiced/${orderNumber}/delivery-days`, brand: BRAND, headers: bearer(as) });
const move = (orderNumber: string, deliveryDate: unknown, as = owner) =>
  api.request({
    method: "POST",
    url: `/api/account/order/invoiced/${orderNumber}/delivery-date`,
    brand: BRAND,
    headers: bearer(as),
    payload: { deliveryDate },
  });

/** An order the owner places signed in, on a weekday, for a product of 99 or more: free weekday delivery. */
async function placeOrder(): Promise<string> {
  const shopper = new Shopper();
  const product = await productFor(api.db, BRAND, { minPrice: 100, notBrands: ["Ironbark", "Emberline"] });
  await addToCart(api, shopper, BRAND, product.sku);
  const body = await checkoutBody(api, shopper, BRAND, TEST_CARDS.approve, { email: OWNER.email });
  const placed = await submit(api, shopper, BRAND, body, undefined, bearer(owner));
  expect(placed.statusCode, placed.body).toBe(200);
  return (placed.json() as CheckoutAnswer).orderNumber as string;
}

const weekday = (date: readonly number[]) => Day.of(date as [number, number, number])!.weekday;
const bookedDay = async (orderNumber: string) => {
  const [row] = await api.db
    .select({ date: deliveryBookings.deliveryDate })
    .from(deliveryBookings)
    .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return row?.date;
};

beforeAll(async () => {
  owner = await accessTokenOf(api, OWNER);
  staff = await accessTokenOf(api, STAFF);
});

describe("rescheduling an order's delivery (issue 45 item 10)", () => {
  it("offers the checkout calendar's days for the address, not today, the booked day or a dearer one, and moves the order", async () => {
    const orderNumber = await placeOrder();
    const options = (await days(orderNumber)).json() as RescheduleOptions;
    expect(options).toMatchObject({ orderNumber, reschedulable: true, reason: null });
    const offered = options.days.filter((day) => day.available);
    expect(offered.length).toBeGreaterThan(5);
    // A free weekday was paid: Saturdays ($49), Sundays and today are not offered.
    expect(offered.every((day) => weekday(day.date) >= 1 && weekday(day.date) <= 5 && !day.sameDay)).toBe(true);
    const booked = options.deliveryDate;
    expect(offered.some((day) => day.date.join() === booked.join())).toBe(false);

    const target = offered[offered.length - 1]!.date;
    const moved = await move(orderNumber, target);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as RescheduleOptions).deliveryDate).toEqual(target);
    expect(await bookedDay(orderNumber)).toBe(Day.of(target as [number, number, number])!.iso);
    // The order page shows the new day.
    const detail = await api.request({ url: `/api/account/order/invoiced/${orderNumber}`, brand: BRAND, headers: bearer(owner) });
    expect(detail.json()).toMatchObject({ deliveryDate: target });
  });

  it("mails the order's email the new day, with the link to the order", async () => {
    const orderNumber = await placeOrder();
    const options = (await days(orderNumber)).json() as RescheduleOptions;
    const target = options.days.filter((day) => day.available).at(-1)!.date;
    expect((await move(orderNumber, target)).statusCode).toBe(200);

    const mail = await vi.waitFor(() => {
      const found = mailbox.received.find((received) => received.subject.includes(`order ${orderNumber} will now be delivered on`));
      if (!found) throw new Error("no reschedule mail yet");
      return found;
    });
    expect(mail.to).toContain(OWNER.email);
    // The day as the shop writes it, with its weekday: 'Friday 8 January 2027'.
    const day = Day.of(target as [number, number, number])!;
    expect(mail.text).toMatch(new RegExp(`is now booked for [A-Z][a-z]+day ${day.parts[2]} [A-Z][a-z]+ ${day.parts[0]}\\.`));
    expect(mail.text).toContain(`/account/orders/${orderNumber}`);
  });

  it("refuses a day the calendar does not offer with a message, and changes nothing", async () => {
    const orderNumber = await placeOrder();
    const options = (await days(orderNumber)).json() as RescheduleOptions;
    const saturday = options.days.find((day) => weekday(day.date) === 6 && Day.of(day.date)!.daysSince(Day.of(options.today)!) > 0)!;
    const sunday = options.days.find((day) => weekday(day.date) === 0 && Day.of(day.date)!.daysSince(Day.of(options.today)!) > 0)!;
    const before = await bookedDay(orderNumber);
    for (const [date, message] of [
      [saturday.date, rescheduleMessages.dayUnavailable],
      [sunday.date, rescheduleMessages.dayUnavailable],
      [options.today, rescheduleMessages.dayUnavailable],
      [[2031, 2, 30], rescheduleMessages.chooseDay],
      [options.deliveryDate, rescheduleMessages.sameDay],
    ] as const) {
      const refused = await move(orderNumber, date);
      expect(refused.statusCode, String(date)).toBe(400);
      expect(refused.json()).toEqual([message]);
    }
    expect((await move(orderNumber, "next tuesday")).statusCode).toBe(400);
    expect(await bookedDay(orderNumber)).toBe(before);
  });

  it("offers a Saturday to an order that paid for one's price", async () => {
    const orderNumber = await placeOrder();
    await api.db
      .update(deliveryBookings)
      .set({ price: 49 })
      .where(eq(deliveryBookings.orderId, (await api.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.id));
    const options = (await days(orderNumber)).json() as RescheduleOptions;
    expect(options.days.some((day) => day.available && weekday(day.date) === 6)).toBe(true);
  });

  it("is closed from the delivery day on, and for an order not delivered to an address", async () => {
    const orderNumber = await placeOrder();
    const [order] = await api.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const today = ((await days(orderNumber)).json() as RescheduleOptions).today;
    const later = ((await days(orderNumber)).json() as RescheduleOptions).days.filter((day) => day.available).at(-1)!.date;
    await api.db
      .update(deliveryBookings)
      .set({ deliveryDate: Day.of(today as [number, number, number])!.iso })
      .where(eq(deliveryBookings.orderId, order!.id));
    expect((await days(orderNumber)).json()).toMatchObject({ reschedulable: false, reason: rescheduleMessages.dispatched, days: [] });
    const refused = await move(orderNumber, later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: rescheduleMessages.dispatched });

    await api.db.update(deliveryBookings).set({ deliveryDate: null, cashAndCarry: true }).where(eq(deliveryBookings.orderId, order!.id));
    expect((await days(orderNumber)).json()).toMatchObject({ reschedulable: false, reason: rescheduleMessages.notDelivered });
    expect((await move(orderNumber, later)).statusCode).toBe(409);
  });

  it("is the owner's only: another customer and staff get not found, a visitor must sign in", async () => {
    const orderNumber = await placeOrder();
    const day = ((await days(orderNumber)).json() as RescheduleOptions).days.find((entry) => entry.available)!.date;
    const before = await bookedDay(orderNumber);
    for (const response of [await days(orderNumber, staff), await move(orderNumber, day, staff)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: rescheduleMessages.notFound });
    }
    expect((await api.request({ url: `/api/account/order/invoiced/${orderNumber}/delivery-days`, brand: BRAND })).statusCode).toBe(401);
    expect(await bookedDay(orderNumber)).toBe(before);
    // Another storefront's order number is not found either.
    expect(
      (await api.request({ url: `/api/account/order/invoiced/${orderNumber}/delivery-days`, brand: "hc", headers: bearer(owner) }))
        .statusCode,
    ).toBe(404);
  });
});
