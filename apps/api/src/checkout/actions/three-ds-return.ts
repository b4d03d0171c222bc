import { PAYMENT_ERROR_PARAM } from "@storefront/api-contract/checkout";
import { CHECKOUT_PATH, CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";
import { and, eq, sql } from "drizzle-orm";
import { payments } from "../../db/schema";
import { completeOrder } from "../orders";
import { closedPaymentAnswer } from "../payment-answers";
import { endPayment } from "../payment-holds";
import type { AppContext } from "../../context";
import { checkoutActionMessages } from "./parts";

/**
 * The 3-D Secure return: the sandbox's challenge page form-posts redirectResult; the gateway
 * verifies it. Authorised completes the order; anything else leaves the cart as it was. Answers
 * where the browser goes next.
 */
export async function threeDsReturn(
  { db, cardGateway }: Pick<AppContext, "db" | "cardGateway">,
  cartId: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const failed = (reason: string) => `${CHECKOUT_PATH}?${PAYMENT_ERROR_PARAM}=${encodeURIComponent(reason)}`;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId.toLowerCase()), sql`${payments.status} in ('awaiting-challenge', 'authorised')`))
    .limit(1);
  if (!row) return failed(checkoutActionMessages.challengeUnverified);
  const confirmation = `${CONFIRMATION_PATH}?id=${row.cartId}`;
  if (row.status === "authorised") return confirmation;
  const result = await cardGateway.verifyChallengeReturn(row.storefrontId, fields);
  if (!result.verified || result.payment.paymentReference !== row.paymentReference)
    return failed(checkoutActionMessages.challengeUnverified);
  const payment = result.payment;
  if (payment.status === "authorised") {
    await completeOrder(db, row, {
      paymentReference: payment.paymentReference,
      brand: payment.card.brand,
      lastFour: payment.card.lastFour,
    });
    return confirmation;
  }
  const reason = payment.refusalReason ?? checkoutActionMessages.challengeUnverified;
  await endPayment(
    db,
    row.id,
    {
      status: payment.status === "cancelled" ? "cancelled" : "refused",
      refusalReason: reason,
      answer: closedPaymentAnswer(row.paymentReference, reason),
    },
    ["awaiting-challenge"],
  );
  return failed(reason);
}
