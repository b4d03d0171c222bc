import { isStaffPaymentOption, PAYMENT_OPTIONS, type CheckoutAnswer, type InstalmentProvider } from "@storefront/api-contract/checkout";
import { checkoutMessages } from "@storefront/validation/checkout";
import { toCents } from "@storefront/validation/price";
import { BadRequestError, CardCheckError } from "../../http/errors";
import type { CardAuthorisation } from "../../payments/card-gateway";
import type { InstalmentCheckout } from "../../payments/instalment-gateway";
import { instalmentReturnUrls } from "../instalments";
import type { OrderSnapshot } from "../orders";
import { dropPayment } from "../payment-holds";
import type { PaymentRow, SubmitContext, SubmitInput } from "./input";
import { providerLimitMessage, submitMessages } from "./messages";
import { emptyAnswer, recordAnswer, recordOrder, recordUnreachable } from "./record";
import { cardCheck } from "./validate";

/**
 * The submit's pay step: the reserved payment taken by what the shopper chose (the payment row's
 * own id is every provider's idempotency key, so a retry never charges twice), each outcome kept
 * by the record step.
 */

export type PayContext = Pick<SubmitContext, "db" | "now" | "cardGateway" | "instalmentGateway" | "zipInStoreGateway">;

/** Pays a reserved payment: nothing to charge and the staff options place the order at once; the rest ask their provider. */
export async function pay(context: PayContext, row: PaymentRow, input: SubmitInput): Promise<CheckoutAnswer> {
  const snapshot = row.checkout as OrderSnapshot;
  if (toCents(row.amount) === 0) return recordOrder(context.db, row, null);
  if (snapshot.paymentOption === PAYMENT_OPTIONS.ZipInStore) return payByZipInStore(context, row);
  // The other payment method, account credit and cash on delivery: the order is placed without a gateway.
  if (isStaffPaymentOption(snapshot.paymentOption)) return recordOrder(context.db, row, null);
  if (row.provider) return payByInstalments(context, row, row.provider as InstalmentProvider, input.storefrontOrigin);
  return payByCard(context, row, input);
}

/** The card: authorised (the order), refused (the card's keys to try again), a 3-D Secure challenge, or nothing charged. */
export async function payByCard(context: PayContext, row: PaymentRow, input: SubmitInput): Promise<CheckoutAnswer> {
  const { db, cardGateway } = context;
  const { body } = input;
  if (!body.cardDetails || !body.browserInfo || !body.encryptedValues) throw new CardCheckError(cardCheck(body, context.now()));
  let outcome: CardAuthorisation;
  try {
    outcome = await cardGateway.authorise({
      storefront: row.storefrontId,
      cartId: row.cartId,
      amount: { value: toCents(row.amount), currency: (row.checkout as OrderSnapshot).currency },
      card: {
        cardDetails: body.cardDetails,
        browserInfo: body.browserInfo,
        encryptedValues: body.encryptedValues,
        cardHolderName: body.cardHolderName ?? body.cardDetails.nameOnCard,
      },
      idempotencyKey: row.id,
      returnUrl: input.returnUrl,
    });
  } catch (error) {
    throw await recordUnreachable(db, row, error);
  }
  switch (outcome.outcome) {
    case "authorised": {
      const { paymentReference, card } = outcome;
      return recordOrder(db, row, { paymentReference, brand: card.brand, lastFour: card.lastFour });
    }
    case "refused": {
      const { paymentReference, card, refusalReason } = outcome;
      const changes = { status: "refused", paymentReference, cardBrand: card.brand, cardLastFour: card.lastFour, refusalReason } as const;
      const x509EncryptionKeys = await cardGateway.encryptionKeys();
      return recordAnswer(db, row, changes, { ...emptyAnswer, paymentReference, refusalReason, x509EncryptionKeys });
    }
    case "challenge": {
      const { paymentReference, card, secure3DResponse } = outcome;
      const changes = { status: "awaiting-challenge", paymentReference, cardBrand: card.brand, cardLastFour: card.lastFour } as const;
      const redirectUrl = secure3DResponse.htmlFormAction;
      return recordAnswer(db, row, changes, { ...emptyAnswer, success: true, paymentReference, redirectUrl, secure3DResponse });
    }
    case "card-check-failed":
      // Nothing was charged: free the key, the cart and the holds for the corrected retry.
      await dropPayment(db, row.id);
      throw new CardCheckError(outcome.messages);
    case "invalid":
      await dropPayment(db, row.id);
      throw new BadRequestError([outcome.message]);
  }
}

/**
 * An instalment payment: a checkout at the provider, whose hosted page the shopper is sent to
 * (back to the storefront's checkout page); the confirmation completes the order.
 */
export async function payByInstalments(
  context: PayContext,
  row: PaymentRow,
  provider: InstalmentProvider,
  storefrontOrigin: string,
): Promise<CheckoutAnswer> {
  const { db } = context;
  let checkout: InstalmentCheckout;
  try {
    checkout = await context.instalmentGateway.createCheckout({
      provider,
      storefront: row.storefrontId,
      cartId: row.cartId,
      amount: { value: toCents(row.amount), currency: (row.checkout as OrderSnapshot).currency },
      idempotencyKey: row.id,
      ...instalmentReturnUrls(storefrontOrigin, provider, row.cartId),
    });
  } catch (error) {
    throw await recordUnreachable(db, row, error);
  }
  if (checkout.outcome === "refused") {
    // Nothing was made at the provider: free the key and the cart for another payment method.
    await dropPayment(db, row.id);
    throw new BadRequestError([checkout.code === "AMOUNT_OUT_OF_RANGE" ? providerLimitMessage(provider) : submitMessages.paymentOption]);
  }
  const paymentReference = checkout.checkoutId;
  const answer = { ...emptyAnswer, success: true, paymentReference, redirectUrl: checkout.redirectUrl };
  return recordAnswer(db, row, { status: "awaiting-provider", paymentReference }, answer);
}

/**
 * Zip in store: Zip asks the customer (store code) to approve the amount in their app. The
 * answer is a success whose order waits: the page polls GET /api/payment/status, which
 * completes the order on Approved.
 */
export async function payByZipInStore(context: PayContext, row: PaymentRow): Promise<CheckoutAnswer> {
  const { db } = context;
  const snapshot = row.checkout as OrderSnapshot;
  let created: Awaited<ReturnType<PayContext["zipInStoreGateway"]["create"]>>;
  try {
    created = await context.zipInStoreGateway.create({
      storefront: row.storefrontId,
      cartId: row.cartId,
      amount: { value: toCents(row.amount), currency: snapshot.currency },
      storeCode: snapshot.zipStoreCode ?? "",
      idempotencyKey: row.id,
    });
  } catch (error) {
    throw await recordUnreachable(db, row, error);
  }
  if (created.outcome === "refused") {
    await dropPayment(db, row.id);
    throw new BadRequestError([created.code === "STORE_CODE_INVALID" ? checkoutMessages.zipStoreCode : submitMessages.zipRefused]);
  }
  const paymentReference = created.paymentId;
  const answer = { ...emptyAnswer, success: true, paymentReference, orderReference: snapshot.orderNumber ?? null };
  return recordAnswer(db, row, { status: "awaiting-provider", paymentReference }, answer);
}
