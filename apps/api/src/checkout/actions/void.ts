import type { InstalmentProvider, VoidAnswer } from "@storefront/api-contract/checkout";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { BadRequestError } from "../../http/errors";
import { closedPaymentAnswer } from "../payment-answers";
import { endPayment } from "../payment-holds";
import { checkoutActionMessages, unavailableAs503, type CheckoutParts } from "./parts";
import { latestPayment, zipInStoreStatus } from "./payment-status";

/** POST /api/checkout/void: cancels the cart's payment waiting for 3-D Secure (spec 2 §4 step 7). */
export async function voidPayment(parts: CheckoutParts, request: FastifyRequest, cartId: string): Promise<VoidAnswer> {
  const { db, sessions, cardGateway, instalmentGateway, zipInStoreGateway } = parts.context;
  const sessionId = sessions.idOf(request);
  if (!sessionId) return { cancelled: false, paymentReference: null };
  const row = await latestPayment(db, cartId, sessionId);
  if (!row || row.status === "refused") return { cancelled: false, paymentReference: row?.paymentReference ?? null };
  if (row.status === "cancelled") return { cancelled: true, paymentReference: row.paymentReference };
  if (row.status === "authorised") throw new BadRequestError([checkoutActionMessages.orderComplete]);
  if (row.method === "ZipInStore" && row.paymentReference) {
    // Zip in store (the page is left): cancelled at Zip; one the customer approved meanwhile completes the order instead.
    const result = await unavailableAs503(() => zipInStoreGateway.cancel(row.storefrontId, row.paymentReference as string));
    if (result === "Approved" || result === "not-cancellable") {
      const answer = await zipInStoreStatus(parts.context, row);
      if (answer.paymentStatus === "Approved") throw new BadRequestError([checkoutActionMessages.orderComplete]);
      return { cancelled: answer.paymentStatus !== "Pending", paymentReference: row.paymentReference };
    }
  } else if (row.paymentReference && row.provider) {
    // An instalment checkout: cancelled at its provider (the shopper's page then sends them to the cancel address).
    const result = await unavailableAs503(() =>
      instalmentGateway.cancel(row.provider as InstalmentProvider, row.storefrontId, row.paymentReference as string),
    );
    if (result === "not-cancellable") throw new BadRequestError([checkoutActionMessages.orderComplete]);
  } else if (row.paymentReference) {
    const result = await cardGateway.void(row.storefrontId, row.paymentReference);
    if (result.outcome === "not-cancellable") throw new BadRequestError([checkoutActionMessages.orderComplete]);
  }
  await endPayment(db, row.id, {
    status: "cancelled",
    leaseUntil: sql`now()`,
    answer: closedPaymentAnswer(row.paymentReference, "The transaction was canceled"),
  });
  return { cancelled: true, paymentReference: row.paymentReference };
}
