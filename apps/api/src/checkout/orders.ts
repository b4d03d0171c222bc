import { PAYMENT_METHOD_NAMES, type CalendarDate, type OrderAnswer } from "@storefront/api-contract/checkout";
import { paymentTypeOf } from "@storefront/api-contract/tracking";
import { and, asc, eq, sql } from "drizzle-orm";
import { randomInt, randomUUID } from "node:crypto";
import { catalogueNamesOf } from "../catalogue/line-names";
import type { Database } from "../db/client";
import {
  addresses,
  carts,
  deliveryBookings,
  orderLines,
  orders,
  payments,
  type BookedService,
  type BookedSupplierDate,
  type OrderDeliveryRequirement,
} from "../db/schema";
import type { Currency } from "../storefronts";
import { recordReferral } from "../referrals/referrals";
import { settleHolds } from "./payment-holds";
import type { OrderTotals } from "./pricing";

export interface SnapshotAddress {
  firstName: string;
  lastName: string;
  companyName: string | null;
  address: string;
  suburb: string;
  state: string | null;
  postcode: string;
  country: string;
  deliveryInstructions: string | null;
}

/**
 * The validated order a payment is for, kept on the payment (jsonb) until the payment is
 * authorised (at once, or after 3-D Secure). It holds no card data.
 */
export interface OrderSnapshot {
  sessionId: string;
  /** The signed-in shopper placing the order (the account area lists it); null for a guest. */
  accountId?: string | null;
  email: string;
  phoneNumber: string;
  newsletter: boolean;
  poNumber: string | null;
  currency: Currency;
  couponCode: string | null;
  giftCardCode: string | null;
  giftCardCents: number;
  totals: OrderTotals;
  amountPaidCents: number;
  storageFeePerDay: number;
  stockFeeAcknowledged: boolean;
  requestedDeliveryContact: boolean;
  requestedInstallationContact: boolean;
  earlyNotification: boolean;
  /** The answers to the cart's unique delivery requirements (spec 2 §3); older snapshots have none. */
  deliveryRequirements?: OrderDeliveryRequirement[];
  salespersonCode: string | null;
  subdivision: string | null;
  /** The order's number, chosen at submit (Zip in store names it while the customer answers); older snapshots have none. */
  orderNumber?: string;
  /** The selectedPaymentOption (issue 14): the staff options complete without a gateway. */
  paymentOption?: number;
  /** 'Other payment method', 'Account credit', 'Cash on delivery' for those staff options; null otherwise. */
  paymentType?: string | null;
  /** Zip in store: the customer's store code. */
  zipStoreCode?: string | null;
  cashAndCarry?: boolean;
  winningDeliveryServiceOverride?: boolean;
  lines: {
    sku: string;
    title: string;
    quantity: number;
    unitPrice: number;
    warranty: { name: string; price: number } | null;
    install: { name: string; price: number } | null;
  }[];
  deliveryAddress: SnapshotAddress;
  billingAddress: SnapshotAddress | null;
  booking: {
    deliveryDate: CalendarDate | null;
    sameDay: boolean;
    extended: boolean;
    price: number;
    services: BookedService[];
    supplierDates: BookedSupplierDate[];
  };
}

type PaymentRow = typeof payments.$inferSelect;
const cents = (value: number) => Math.round(value * 100);

export function orderNumberFor(storefrontId: string): string {
  return `${storefrontId.replace(/[^a-z]/g, "").toUpperCase()}${String(randomInt(10_000_000, 100_000_000))}`;
}

const isoOf = ([year, month, day]: CalendarDate) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** What paid: the card gateway's or instalment provider's reference, and the card's type and last four (card only). */
export interface PaymentProof {
  paymentReference: string;
  brand?: string;
  lastFour?: string;
}

type PaymentMethodName = OrderAnswer["paymentMethod"];
const paymentMethodOf = (method: string): PaymentMethodName => PAYMENT_METHOD_NAMES.find((name) => name === method) ?? "CreditCard";

/**
 * Creates the order of an authorised payment in one transaction: the order (one per cart: the
 * unique cart_id), its lines, addresses and delivery booking; the coupon's use and the gift
 * card's part held at submit made permanent (HoldRefusedError if a hold given back can no longer
 * be taken again); the payment marked authorised with its answer; the cart emptied. Answers the
 * order number. Running it again for the same cart changes nothing and answers the same number.
 */
export async function completeOrder(db: Database, payment: PaymentRow, card: PaymentProof | null): Promise<string> {
  const snapshot = payment.checkout as OrderSnapshot;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Completions of one payment side by side (Zip in-store polls, a return and its retry) take
    // turns on the payment's row: the later one finds the order made and adds nothing. Without
    // the lock both inserted, and the second could fail on the order number before its cart's
    // conflict was seen (a 500 on PostgreSQL).
    await t.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for("update");
    const [existing] = await t
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.cartId, payment.cartId));
    const id = randomUUID();
    const { totals } = snapshot;
    const [created] = existing
      ? []
      : await t
          .insert(orders)
          .values({
            id,
            orderNumber: snapshot.orderNumber ?? orderNumberFor(payment.storefrontId),
            cartId: payment.cartId,
            sessionId: snapshot.sessionId,
            accountId: snapshot.accountId ?? null,
            storefrontId: payment.storefrontId,
            email: snapshot.email,
            phoneNumber: snapshot.phoneNumber,
            newsletter: snapshot.newsletter,
            poNumber: snapshot.poNumber,
            currency: snapshot.currency,
            couponCode: snapshot.couponCode,
            giftCardCode: snapshot.giftCardCode,
            subtotal: totals.subtotalCents / 100,
            discount: totals.discountCents / 100,
            shipping: totals.shippingCents / 100,
            servicesTotal: totals.servicesCents / 100,
            supplierTotal: totals.supplierCents / 100,
            tip: (totals.tipCents ?? 0) / 100,
            orderTotal: totals.orderTotalCents / 100,
            amountPaid: snapshot.amountPaidCents / 100,
            // A deposit (spec 2 §5) leaves the rest to pay; otherwise the payment paid the whole total.
            remainingPayment: Math.max(0, totals.orderTotalCents - snapshot.amountPaidCents) / 100,
            paymentMethod: paymentMethodOf(payment.method),
            storageFeePerDay: snapshot.storageFeePerDay,
            stockFeeAcknowledged: snapshot.stockFeeAcknowledged,
            requestedDeliveryContact: snapshot.requestedDeliveryContact,
            requestedInstallationContact: snapshot.requestedInstallationContact,
            earlyNotification: snapshot.earlyNotification,
            deliveryRequirements: snapshot.deliveryRequirements ?? [],
            salespersonCode: snapshot.salespersonCode,
            subdivision: snapshot.subdivision,
            paymentType: snapshot.paymentType ?? null,
            winningDeliveryServiceOverride: snapshot.winningDeliveryServiceOverride ?? false,
          })
          .onConflictDoNothing({ target: orders.cartId })
          .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const order =
      existing ??
      created ??
      (await t.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.cartId, payment.cartId)))[0];
    if (!order) throw new Error("order insert returned no row");

    if (created) {
      await t.insert(orderLines).values(
        snapshot.lines.map((line, index) => ({
          orderId: order.id,
          sku: line.sku,
          title: line.title,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          warrantyName: line.warranty?.name ?? null,
          warrantyPrice: line.warranty?.price ?? null,
          installName: line.install?.name ?? null,
          installPrice: line.install?.price ?? null,
          lineTotal: ((cents(line.unitPrice) + cents(line.warranty?.price ?? 0) + cents(line.install?.price ?? 0)) * line.quantity) / 100,
          sortOrder: index + 1,
        })),
      );
      await t
        .insert(addresses)
        .values([
          { orderId: order.id, kind: "delivery" as const, ...snapshot.deliveryAddress },
          ...(snapshot.billingAddress ? [{ orderId: order.id, kind: "billing" as const, ...snapshot.billingAddress }] : []),
        ]);
      await t.insert(deliveryBookings).values({
        orderId: order.id,
        deliveryDate: snapshot.booking.deliveryDate ? isoOf(snapshot.booking.deliveryDate) : null,
        sameDay: snapshot.booking.sameDay,
        extended: snapshot.booking.extended,
        price: snapshot.booking.price,
        services: snapshot.booking.services,
        supplierDates: snapshot.booking.supplierDates,
        cashAndCarry: snapshot.cashAndCarry ?? false,
      });
      // The coupon's use and the gift card's part, held since the submit, become the order's (payment-holds.ts).
      await settleHolds(tx, payment);
      // Issue 45 item 2: a referred shopper's first order records its referrer (../referrals/referrals.ts).
      await recordReferral(t, {
        id: order.id,
        orderNumber: order.orderNumber,
        storefrontId: payment.storefrontId,
        sessionId: snapshot.sessionId,
        accountId: snapshot.accountId ?? null,
        email: snapshot.email,
        orderTotal: totals.orderTotalCents / 100,
        currency: snapshot.currency,
      });
      await t.delete(carts).where(eq(carts.id, payment.cartId));
    }

    await t
      .update(payments)
      .set({
        status: "authorised",
        orderId: order.id,
        ...(card ? { paymentReference: card.paymentReference, cardBrand: card.brand ?? null, cardLastFour: card.lastFour ?? null } : {}),
        answer: {
          orderCompleted: true,
          success: true,
          paymentReference: card?.paymentReference ?? payment.paymentReference ?? null,
          redirectUrl: null,
          secure3DResponse: null,
          refusalReason: null,
          orderNumber: order.orderNumber,
          orderReference: order.orderNumber,
        },
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id));
    return order.orderNumber;
  });
}

const partsOf = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number);
  return [year as number, month as number, day as number];
};

function addressAnswer(row: typeof addresses.$inferSelect | undefined) {
  if (!row) return null;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    deliveryInstructions: row.deliveryInstructions,
  };
}

/** The order of a cart for the confirmation page (spec 2 §2), only for the session that placed it. */
export async function orderOfCart(db: Database, cartId: string, sessionId: string | undefined): Promise<OrderAnswer | undefined> {
  if (!sessionId || !/^[0-9a-f-]{36}$/i.test(cartId)) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId.toLowerCase()), eq(orders.sessionId, sessionId)))
    .limit(1);
  if (!order) return undefined;
  return orderAnswer(db, order);
}

/** The answer of a stored order: its lines, addresses, delivery booking and card (confirmation page, account area). */
export async function orderAnswer(db: Database, order: typeof orders.$inferSelect): Promise<OrderAnswer> {
  const [lines, addressRows, [booking], [payment]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.sortOrder)),
    db.select().from(addresses).where(eq(addresses.orderId, order.id)),
    db.select().from(deliveryBookings).where(eq(deliveryBookings.orderId, order.id)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "authorised")))
      .limit(1),
  ]);
  const delivery = addressAnswer(addressRows.find((a) => a.kind === "delivery"));
  if (!delivery) throw new Error(`order ${order.orderNumber} has no delivery address`);
  // The lines' category and brand names, for the affiliate pixel and the purchase event (spec 2 §7).
  const catalogueNames = await catalogueNamesOf(
    db,
    lines.map((line) => line.sku),
  );
  return {
    orderNumber: order.orderNumber,
    cartId: order.cartId,
    status: "completed",
    placedAt: order.createdAt.toISOString(),
    currency: order.currency as OrderAnswer["currency"],
    email: order.email,
    phoneNumber: order.phoneNumber,
    lines: lines.map((line) => ({
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      price: line.unitPrice,
      warranty: line.warrantyName ? { name: line.warrantyName, price: line.warrantyPrice ?? 0 } : null,
      install: line.installName ? { name: line.installName, price: line.installPrice ?? 0 } : null,
      lineTotal: line.lineTotal,
      ...catalogueNames.get(line.sku),
    })),
    deliveryDate: booking?.deliveryDate ? partsOf(booking.deliveryDate) : null,
    sameDay: booking?.sameDay ?? false,
    deliveryAddress: delivery,
    billingAddress: addressAnswer(addressRows.find((a) => a.kind === "billing")),
    deliveryServices: booking?.services ?? [],
    supplierDeliveries: booking?.supplierDates ?? [],
    deliveryRequirements: order.deliveryRequirements,
    poNumber: order.poNumber,
    couponCode: order.couponCode ?? order.giftCardCode,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    servicesTotal: order.servicesTotal,
    tip: order.tip,
    orderTotal: order.orderTotal,
    amountPaid: order.amountPaid,
    remainingPayment: order.remainingPayment,
    paymentMethod: paymentMethodOf(order.paymentMethod),
    card: payment?.cardBrand && payment.cardLastFour ? { brand: payment.cardBrand, lastFour: payment.cardLastFour } : null,
    storageFeePerDay: order.storageFeePerDay,
    // A staff option's type is kept on the order (STAFF_PAYMENT_TYPES); a gateway's or provider's is its method's.
    paymentType: order.paymentType ?? paymentTypeOf(paymentMethodOf(order.paymentMethod)),
    cashAndCarry: booking?.cashAndCarry ?? false,
    winningDeliveryServiceOverride: order.winningDeliveryServiceOverride,
    salespersonCode: order.salespersonCode,
    subdivision: order.subdivision,
  };
}
