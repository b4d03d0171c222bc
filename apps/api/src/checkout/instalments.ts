import { CHECKOUT_PATH } from "@storefront/api-contract/storefront-paths";
import {
  INSTALMENT_PROVIDERS,
  PROVIDER_RETURN_PARAM,
  type InstalmentConfirmationAnswer,
  type InstalmentProvider,
} from "@storefront/api-contract/checkout";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { payments } from "../db/schema";
import { BadRequestError } from "../http/errors";
import { CardGatewayUnavailableError } from "../payments/card-gateway";
import type { InstalmentConfirmResult } from "../payments/instalment-gateway";
import type { Storefront } from "../storefronts";
import { completeOrder } from "./orders";
import { closedPaymentAnswer } from "./payment-answers";
import { endPayment } from "./payment-holds";

/** Ours: messages of the instalment confirmation that spec 2 does not give. */
export const instalmentMessages = {
  noPayment: "There is no payment of this cart to confirm. Please check out again.",
  wrongProvider: (provider: InstalmentProvider) => `This payment was not made with ${INSTALMENT_PROVIDERS[provider].title}.`,
  unverified: (provider: InstalmentProvider) =>
    `We could not confirm your payment with ${INSTALMENT_PROVIDERS[provider].title}. Please try again or choose another payment method.`,
  unanswered: "Your payment is still waiting for your answer at the provider. Please complete it there.",
  busy: "Your order is still being processed. Please wait a moment and try again.",
} as const;

/** A decline's sentences are kept on the payment joined by blank lines, as the storefront shows them (spec 2 §8). */
const SENTENCE_SEPARATOR = "\n\n";

/**
 * Where the provider sends the shopper back: the storefront's checkout page with
 * `?provider={id}&cartId={cartId}`, and for a cancel the same with `&status=CANCELLED` (spec 2 §8
 * 'You've cancelled your payment.'); the provider adds its token.
 */
export function instalmentReturnUrls(storefrontOrigin: string, provider: InstalmentProvider, cartId: string) {
  const returnUrl = `${storefrontOrigin.replace(/\/$/, "")}${CHECKOUT_PATH}?${PROVIDER_RETURN_PARAM}=${provider}&cartId=${encodeURIComponent(cartId)}`;
  return { returnUrl, cancelUrl: `${returnUrl}&status=CANCELLED` };
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * POST /api/checkout/{provider}confirmation (spec 2 §4 "Instalment confirmations"): the shopper is
 * back from the provider's page; the API confirms the return's token with the provider. Approved
 * completes the order as the card path does; Declined answers the provider's sentences and leaves
 * the cart to pay another way; Cancelled (or expired) frees the cart; a provider out of reach is
 * type "error". A repeated confirmation answers the standing outcome, never a second order.
 */
export function instalmentConfirmations(context: Pick<AppContext, "db" | "instalmentGateway">) {
  const { db, instalmentGateway } = context;

  async function latestPayment(storefront: Storefront, sessionId: string, cartId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.cartId, cartId),
          eq(payments.sessionId, sessionId),
          eq(payments.storefrontId, storefront.id),
          isNotNull(payments.provider),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Records a decline or a cancel once (only a payment still waiting for the provider changes) and
   * gives its coupon use and gift card part back (payment-holds.ts).
   */
  async function close(row: PaymentRow, status: "refused" | "cancelled", errors: string[]): Promise<void> {
    const reason = errors.length ? errors.join(SENTENCE_SEPARATOR) : status === "cancelled" ? "You've cancelled your payment." : null;
    await endPayment(
      db,
      row.id,
      { status, refusalReason: reason, leaseUntil: sql`now()`, answer: closedPaymentAnswer(row.paymentReference, reason) },
      ["awaiting-provider"],
    );
  }

  return {
    async confirm(
      storefront: Storefront,
      sessionId: string | undefined,
      provider: InstalmentProvider,
      query: { cartId: string; token: string },
    ): Promise<InstalmentConfirmationAnswer> {
      const cartId = query.cartId.toLowerCase();
      const answer = (type: InstalmentConfirmationAnswer["type"], errors: string[] = []): InstalmentConfirmationAnswer => ({
        errors,
        type,
        orderCompleted: type === "success",
        cartId,
      });
      // Only the session that placed the payment may confirm it: another one finds nothing.
      const row = sessionId ? await latestPayment(storefront, sessionId, cartId) : undefined;
      if (!row) throw new BadRequestError([instalmentMessages.noPayment]);
      if (row.provider !== provider) throw new BadRequestError([instalmentMessages.wrongProvider(row.provider as InstalmentProvider)]);
      switch (row.status) {
        case "authorised":
          return answer("success");
        case "refused":
          return answer("declined", row.refusalReason ? row.refusalReason.split(SENTENCE_SEPARATOR) : []);
        case "cancelled":
          return answer("cancelled");
        case "pending":
        case "awaiting-challenge":
          throw new BadRequestError([instalmentMessages.busy]);
        case "awaiting-provider":
          break;
      }
      if (!row.paymentReference) throw new BadRequestError([instalmentMessages.busy]);

      let result: InstalmentConfirmResult;
      try {
        result = await instalmentGateway.confirm(provider, row.storefrontId, row.paymentReference, query.token);
      } catch (error) {
        // spec 2 §8: type 'error' shows 'Service currently unavailable. Please try again later'; the payment waits.
        if (error instanceof CardGatewayUnavailableError) return answer("error");
        throw error;
      }
      if (!result.verified) throw new BadRequestError([instalmentMessages.unverified(provider)]);
      const { confirmation } = result;
      switch (confirmation.status) {
        case "Approved":
          await completeOrder(db, row, null);
          return answer("success");
        case "Declined":
          await close(row, "refused", confirmation.errors);
          return answer("declined", confirmation.errors);
        case "Cancelled":
        case "Expired":
          await close(row, "cancelled", []);
          return answer("cancelled");
        case "Pending":
          throw new BadRequestError([instalmentMessages.unanswered]);
      }
    },
  };
}
