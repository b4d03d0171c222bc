import type { CheckoutAnswer } from "@storefront/api-contract/checkout";
import { ConflictError } from "../http/errors";
import { cartPricing } from "./pricing";
import { activePaymentOfCart, answerOfPayment, concurrentPayment, paymentByKey, refuseReusedKey } from "./submit/answer";
import { claimOf, validateOrder } from "./submit/claim";
import type { PaymentRow, SubmitContext, SubmitInput } from "./submit/input";
import { submitMessages } from "./submit/messages";
import { pay } from "./submit/pay";
import { reservePayment, type PaymentClaim } from "./submit/reserve";
import { checkFraudToken, paymentKeysOf, refuseStaffOptions } from "./submit/validate";

export type { SubmitInput } from "./submit/input";
export { providerLimitMessage, submitMessages } from "./submit/messages";
export { PAYMENT_LEASE_MS } from "./submit/reserve";

/**
 * POST /api/checkout (spec 2 §4 Submission) as a pipeline of steps, each in its own file of
 * submit/: validate (validate.ts, delivery.ts: the rules of spec 2 §5 and the card check), price
 * (price.ts: the total and the amount paid now; claim.ts runs the two in order), reserve
 * (reserve.ts: the payment and its holds in one transaction), pay (pay.ts: the card, an instalment
 * provider or Zip in store), record (record.ts: the outcome and the order), answer (answer.ts:
 * exactly one payment and one order per cart, whatever the number of concurrent or repeated
 * submits: every submit after the first waits for it and answers what it answered).
 */
export function checkoutSubmission(context: SubmitContext) {
  const { db, now } = context;
  const pricing = cartPricing(context);
  const payFor = (row: PaymentRow, input: SubmitInput) => pay(context, row, input);
  const answerOf = (row: PaymentRow, input: SubmitInput) => answerOfPayment(db, row, (taken) => payFor(taken, input));

  return {
    async submit(input: SubmitInput): Promise<CheckoutAnswer> {
      refuseStaffOptions(input);
      // A retry of a submit that already ran answers what it answered, even after the cart is gone.
      const replay = await paymentByKey(db, input.storefront, input.idempotencyKey);
      if (replay) {
        refuseReusedKey(replay, input);
        return answerOf(replay, input);
      }
      await checkFraudToken(context.fraudCheck, input.body);
      const { sessionId, cartId } = paymentKeysOf(input);
      // Another submit of this cart (another key) is running or has paid: its answer.
      const running = await activePaymentOfCart(db, cartId);
      if (running && running.sessionId === sessionId) return answerOf(running, input);

      let claim: PaymentClaim;
      try {
        claim = claimOf(input, await validateOrder(context, pricing, input));
      } catch (error) {
        // A concurrent submit of this cart may have finished meanwhile (and emptied the cart): its answer.
        const finished = await concurrentPayment(db, input, cartId);
        if (finished && finished.sessionId === sessionId) return answerOf(finished, input);
        throw error;
      }
      const reserved = await reservePayment(db, now(), { ...input, sessionId }, claim);
      if (reserved) return payFor(reserved, input);
      // Lost the race to a concurrent submit (same key or same cart): its answer.
      const winner = await concurrentPayment(db, input, cartId);
      if (!winner) throw new ConflictError(submitMessages.busy);
      return answerOf(winner, input);
    },
  };
}
