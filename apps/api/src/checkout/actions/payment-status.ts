import { ZIP_IN_STORE_STATUS_MESSAGES, type InstalmentProvider, type PaymentStatusAnswer } from "@storefront/api-contract/checkout";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { ServiceUnavailableError } from "../../http/errors";
import { CardGatewayUnavailableError } from "../../payments/card-gateway";
import { completeOrder } from "../orders";
import { closedPaymentAnswer } from "../payment-answers";
import { endPayment } from "../payment-holds";
import type { CheckoutParts } from "./parts";

type PaymentRow = typeof payments.$inferSelect;

const PAYMENT_STATUS_OF = {
  pending: "Pending",
  "awaiting-challenge": "Pending",
  "awaiting-provider": "Pending",
  authorised: "Approved",
  refused: "Declined",
  cancelled: "Cancelled",
} as const;

/** The session's latest payment of the cart (with that reference, when given). */
export async function latestPayment(
  db: Database,
  cartId: string,
  sessionId: string,
  paymentReference?: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.cartId, cartId.toLowerCase()),
        eq(payments.sessionId, sessionId),
        ...(paymentReference ? [eq(payments.paymentReference, paymentReference)] : []),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * A Zip in-store payment's state at Zip (issue 14 item 4). The first Approved completes the order
 * exactly as a card approval does (once: completeOrder keeps one order per cart, so concurrent
 * polls make one); Declined, Cancelled and Expired end the payment and free the cart.
 */
export async function zipInStoreStatus(
  { db, zipInStoreGateway }: Pick<AppContext, "db" | "zipInStoreGateway">,
  row: PaymentRow,
): Promise<PaymentStatusAnswer> {
  let payment: Awaited<ReturnType<typeof zipInStoreGateway.status>>;
  try {
    payment = await zipInStoreGateway.status(row.storefrontId, row.paymentReference as string);
  } catch (error) {
    // spec 2 §4: the page keeps polling through errors of status 5xx.
    if (error instanceof CardGatewayUnavailableError) throw new ServiceUnavailableError("Zip could not be reached. Please wait.");
    throw error;
  }
  if (!payment) return { paymentStatus: "Unknown", message: "" };
  const { status } = payment;
  if (status === "Approved") {
    if (row.status === "awaiting-provider" || row.status === "pending") {
      // The payment keeps the reference the page polls with (the in-store payment's id).
      await completeOrder(db, row, { paymentReference: row.paymentReference as string });
    }
    return { paymentStatus: "Approved", message: "" };
  }
  if (status === "Pending") return { paymentStatus: "Pending", message: "" };
  const message = ZIP_IN_STORE_STATUS_MESSAGES[status];
  // The payment ends and its coupon use and gift card part go back (payment-holds.ts).
  await endPayment(
    db,
    row.id,
    {
      status: status === "Declined" ? "refused" : "cancelled",
      refusalReason: message,
      leaseUntil: sql`now()`,
      answer: closedPaymentAnswer(row.paymentReference, message),
    },
    ["awaiting-provider"],
  );
  return { paymentStatus: status, message };
}

/** GET /api/payment/status: the cart's latest payment of this session. */
export async function paymentStatus(
  parts: CheckoutParts,
  request: FastifyRequest,
  cartId: string,
  paymentReference?: string,
): Promise<PaymentStatusAnswer> {
  const sessionId = parts.context.sessions.idOf(request);
  if (!sessionId) return { paymentStatus: "Unknown", message: "" };
  const row = await latestPayment(parts.context.db, cartId, sessionId, paymentReference);
  if (!row) return { paymentStatus: "Unknown", message: "" };
  if (row.method === "ZipInStore" && row.paymentReference && row.status !== "authorised") return zipInStoreStatus(parts.context, row);
  if (row.status === "awaiting-provider" && row.provider && row.paymentReference) {
    // The shopper is at the provider: its own status (Pending, Approved, Declined, Cancelled, Expired).
    try {
      const status = await parts.context.instalmentGateway.status(
        row.provider as InstalmentProvider,
        row.storefrontId,
        row.paymentReference,
      );
      return { paymentStatus: status ?? "Unknown", message: "" };
    } catch (error) {
      if (error instanceof CardGatewayUnavailableError) return { paymentStatus: "Unknown", message: "" };
      throw error;
    }
  }
  return { paymentStatus: PAYMENT_STATUS_OF[row.status], message: row.refusalReason ?? "" };
}
