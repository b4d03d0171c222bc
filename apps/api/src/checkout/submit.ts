import {
  INSTALMENT_PROVIDERS,
  instalmentProviderOf,
  ORDER_TOTAL_CHANGED_MESSAGE,
  PAYMENT_OPTIONS,
  type CheckoutAnswer,
  type CheckoutRequest,
  type InstalmentProvider,
} from "@storefront/api-contract/checkout";
import { cardCheckMessages, isExpiryValid } from "@storefront/validation/cards";
import { checkoutSubmitMessages, validateCheckoutForm, type PaymentMethodName } from "@storefront/validation/checkout";
import { validateDeposit } from "@storefront/validation/deposit";
import { formatPrice, toCents } from "@storefront/validation/price";
import { and, eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import { payments } from "../db/schema";
import { BadRequestError, CardCheckError, ConflictError, ServiceUnavailableError } from "../http/errors";
import { CardGatewayUnavailableError, type CardAuthorisation } from "../payments/card-gateway";
import type { InstalmentCheckout } from "../payments/instalment-gateway";
import { INSTALMENT_LIMITS, withinLimits } from "../payments/instalment-limits";
import type { Storefront } from "../storefronts";
import { dayOf, deliveryCalendar, deliveryServices, supplierAvailability } from "./availability";
import { deliversTo, findLocality } from "./localities";
import { instalmentReturnUrls } from "./instalments";
import { checkoutFeatures, depositPercentageOf } from "./options";
import { completeOrder, type OrderSnapshot } from "./orders";
import { closedPaymentAnswer } from "./payment-answers";
import { cartPricing, orderTotals } from "./pricing";

/** Ours: messages of the submit that spec 2 does not give. */
export const submitMessages = {
  emptyCart: "Your cart is empty.",
  cartChanged: "Your cart has changed. Please review your order and try again.",
  paymentOption: "This payment method is not available. Please choose another.",
  deliveryService: "Please choose delivery services from the list.",
  supplierDates: "Please choose supplier delivery dates from the calendar.",
  busy: "Your order is still being processed. Please wait a moment and try again.",
  gateway: "We could not reach our payment provider. Please try again.",
  keyReused: "This Idempotency-Key belongs to another checkout. Send a new key for each submit.",
  /** spec 2 §4: partial payment only with the default card. */
  depositCardOnly: "Partial payment is only available when paying by credit card.",
  depositNotOffered: "Partial payment is not available. Please pay the full amount.",
} as const;

/** Ours: an order total outside an instalment provider's limits (spec 2 §9: each provider has its own). */
export function providerLimitMessage(provider: InstalmentProvider): string {
  const { minimumAmount, maximumAmount } = INSTALMENT_LIMITS[provider];
  return `${INSTALMENT_PROVIDERS[provider].title} is available for orders from ${formatPrice(minimumAmount)} to ${formatPrice(maximumAmount)}. Please choose another payment method.`;
}

/** How long a running submit holds its payment before a retry may take it over (the API may have died). */
export const PAYMENT_LEASE_MS = 30_000;
/** How long a concurrent submit of the same cart waits for the running one's answer. */
const WAIT_FOR_RUNNING_MS = 25_000;
const POLL_MS = 40;

type PaymentRow = typeof payments.$inferSelect;

export interface SubmitInput {
  storefront: Storefront;
  sessionId: string | undefined;
  /** The signed-in shopper's account (bearer token), or null for a guest. */
  accountId: string | null;
  idempotencyKey: string;
  body: CheckoutRequest;
  /** Where the 3-D Secure challenge posts back. */
  returnUrl: string;
  /** The storefront's origin as the browser reached it: instalment providers send the shopper back to its checkout page. */
  storefrontOrigin: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The card check of spec 2 §4 on what the API can read: name and expiry in clear, the number and code only encrypted. */
function cardCheck(body: CheckoutRequest, now: Date): string[] {
  const messages: string[] = [];
  const encrypted = body.encryptedValues;
  if (!encrypted?.encryptedCardNumber) messages.push(cardCheckMessages.number);
  if (!body.cardDetails?.nameOnCard?.trim()) messages.push(cardCheckMessages.name);
  if (!encrypted?.encryptedSecurityCode) messages.push(cardCheckMessages.cvc);
  if (!isExpiryValid(body.cardDetails?.expiryDate, now)) messages.push(cardCheckMessages.expiry);
  return messages;
}

function unique(messages: Iterable<string>): string[] {
  return [...new Set(messages)];
}

/**
 * POST /api/checkout (spec 2 §4 Submission): the rules of spec 2 §5, the total, the card check,
 * then exactly one payment and one order per cart, whatever the number of concurrent or repeated
 * submits: the Idempotency-Key and the cart's one active payment (payments' unique indexes) make
 * every submit after the first wait for it and answer what it answered.
 */
export function checkoutSubmission(
  context: Pick<AppContext, "db" | "reference" | "now" | "cardGateway" | "instalmentGateway" | "settingsOverrides">,
) {
  const { db, now, cardGateway, instalmentGateway } = context;
  const pricing = cartPricing(context);

  async function byKey(storefront: Storefront, key: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.storefrontId, storefront.id), eq(payments.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  async function activeForCart(cartId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.cartId, cartId), sql`${payments.status} in ('pending', 'awaiting-challenge', 'authorised')`))
      .limit(1);
    return row;
  }

  async function byId(id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  }

  /** Takes over a pending payment whose lease has run out; only one taker wins. */
  async function takeOver(id: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${PAYMENT_LEASE_MS / 1000})`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, id), eq(payments.status, "pending"), sql`${payments.leaseUntil} < now()`))
      .returning();
    return row;
  }

  /** The answer of a payment another submit is running: waits for it, or takes it over when its lease ran out. */
  async function answerOf(row: PaymentRow, input: SubmitInput): Promise<CheckoutAnswer> {
    const deadline = Date.now() + WAIT_FOR_RUNNING_MS;
    let current: PaymentRow | undefined = row;
    while (current) {
      if (current.answer) return current.answer as CheckoutAnswer;
      if (current.status === "pending") {
        const taken = await takeOver(current.id);
        if (taken) return authorise(taken, input);
      }
      if (Date.now() > deadline) throw new ConflictError(submitMessages.busy);
      await sleep(POLL_MS);
      current = await byId(current.id);
    }
    throw new ConflictError(submitMessages.busy);
  }

  /** Stores the answer of a finished attempt (every retry gets it). */
  async function finish(row: PaymentRow, changes: Partial<typeof payments.$inferInsert>, answer: CheckoutAnswer): Promise<CheckoutAnswer> {
    await db
      .update(payments)
      .set({ ...changes, answer, updatedAt: sql`now()` })
      .where(eq(payments.id, row.id));
    return answer;
  }

  const emptyAnswer: CheckoutAnswer = closedPaymentAnswer(null, null);

  /**
   * A gateway that could not be reached: whether it charged is unknown, so the lease is freed and
   * the retry asks again with the same key (503). Any other error is passed on as it is.
   */
  async function unreachableGateway(row: PaymentRow, error: unknown): Promise<unknown> {
    if (!(error instanceof CardGatewayUnavailableError)) return error;
    await db
      .update(payments)
      .set({ leaseUntil: sql`now()` })
      .where(eq(payments.id, row.id));
    return new ServiceUnavailableError(submitMessages.gateway);
  }

  /** Asks the gateway (with the payment's own id as its idempotency key) and records the outcome. */
  async function authorise(row: PaymentRow, input: SubmitInput): Promise<CheckoutAnswer> {
    const snapshot = row.checkout as OrderSnapshot;
    if (toCents(row.amount) === 0) {
      const orderNumber = await completeOrder(db, row, null);
      return { ...emptyAnswer, orderCompleted: true, success: true, orderNumber };
    }
    if (row.provider) return startInstalment(row, row.provider as InstalmentProvider, input);
    const { body } = input;
    if (!body.cardDetails || !body.browserInfo || !body.encryptedValues) throw new CardCheckError(cardCheck(body, now()));
    let outcome: CardAuthorisation;
    try {
      outcome = await cardGateway.authorise({
        storefront: row.storefrontId,
        cartId: row.cartId,
        amount: { value: toCents(row.amount), currency: snapshot.currency },
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
      throw await unreachableGateway(row, error);
    }
    switch (outcome.outcome) {
      case "authorised": {
        const orderNumber = await completeOrder(db, row, {
          paymentReference: outcome.paymentReference,
          brand: outcome.card.brand,
          lastFour: outcome.card.lastFour,
        });
        return { ...emptyAnswer, orderCompleted: true, success: true, paymentReference: outcome.paymentReference, orderNumber };
      }
      case "refused":
        return finish(
          row,
          {
            status: "refused",
            paymentReference: outcome.paymentReference,
            cardBrand: outcome.card.brand,
            cardLastFour: outcome.card.lastFour,
            refusalReason: outcome.refusalReason,
          },
          {
            ...emptyAnswer,
            paymentReference: outcome.paymentReference,
            refusalReason: outcome.refusalReason,
            x509EncryptionKeys: await cardGateway.encryptionKeys(),
          },
        );
      case "challenge":
        return finish(
          row,
          {
            status: "awaiting-challenge",
            paymentReference: outcome.paymentReference,
            cardBrand: outcome.card.brand,
            cardLastFour: outcome.card.lastFour,
          },
          {
            ...emptyAnswer,
            success: true,
            paymentReference: outcome.paymentReference,
            redirectUrl: outcome.secure3DResponse.htmlFormAction,
            secure3DResponse: outcome.secure3DResponse,
          },
        );
      case "card-check-failed":
        // Nothing was charged: free the key and the cart for the corrected retry.
        await db.delete(payments).where(eq(payments.id, row.id));
        throw new CardCheckError(outcome.messages);
      case "invalid":
        await db.delete(payments).where(eq(payments.id, row.id));
        throw new BadRequestError([outcome.message]);
    }
  }

  /**
   * An instalment payment: a checkout at the provider (the payment row's id as its idempotency
   * key), whose hosted page the shopper is sent to; the confirmation completes the order.
   */
  async function startInstalment(row: PaymentRow, provider: InstalmentProvider, input: SubmitInput): Promise<CheckoutAnswer> {
    const snapshot = row.checkout as OrderSnapshot;
    let checkout: InstalmentCheckout;
    try {
      checkout = await instalmentGateway.createCheckout({
        provider,
        storefront: row.storefrontId,
        cartId: row.cartId,
        amount: { value: toCents(row.amount), currency: snapshot.currency },
        idempotencyKey: row.id,
        ...instalmentReturnUrls(input.storefrontOrigin, provider, row.cartId),
      });
    } catch (error) {
      throw await unreachableGateway(row, error);
    }
    if (checkout.outcome === "refused") {
      // Nothing was made at the provider: free the key and the cart for another payment method.
      await db.delete(payments).where(eq(payments.id, row.id));
      throw new BadRequestError([checkout.code === "AMOUNT_OUT_OF_RANGE" ? providerLimitMessage(provider) : submitMessages.paymentOption]);
    }
    return finish(
      row,
      { status: "awaiting-provider", paymentReference: checkout.checkoutId },
      { ...emptyAnswer, success: true, paymentReference: checkout.checkoutId, redirectUrl: checkout.redirectUrl },
    );
  }

  /** spec 2 §5 on the API, with the form's messages; answers the order to create. */
  async function validated(
    input: SubmitInput,
  ): Promise<{ cartId: string; snapshot: OrderSnapshot; amountCents: number; provider: InstalmentProvider | null }> {
    const { storefront, body } = input;
    const priced = await pricing.priced(storefront, input.sessionId);
    if (!priced || priced.cart.products.length === 0) throw new BadRequestError([submitMessages.emptyCart]);
    if (priced.row.id !== body.cartId.toLowerCase()) throw new BadRequestError([submitMessages.cartChanged]);
    if (priced.cart.errors.length) throw new BadRequestError(priced.cart.errors);

    const features = checkoutFeatures(storefront);
    const option = body.selectedPaymentOption ?? PAYMENT_OPTIONS.CreditCard;
    // The card, or an instalment provider the storefront offers (its flag in opts); the staff and account options come later.
    const provider = instalmentProviderOf(option);
    const isCard = option === PAYMENT_OPTIONS.CreditCard;
    if (!isCard && (!provider || !features.instalmentProviders.includes(provider))) {
      throw new BadRequestError([submitMessages.paymentOption]);
    }

    const locality = await findLocality(db, storefront, body.deliveryAddress);
    const deliveryUnavailable = locality !== undefined && !deliversTo(locality);
    const calendar = deliveryCalendar({
      storefront,
      now: now(),
      productsCents: priced.productsCents,
      storageApplies: priced.storageApplies && features.storageCharge,
      deliveryUnavailable,
    });
    const day = body.deliveryDate ? dayOf(calendar, body.deliveryDate) : undefined;

    const paymentMethod: PaymentMethodName = "None"; // the card fields travel encrypted: the card check below reads them
    const fieldErrors = validateCheckoutForm(body, {
      country: storefront.country,
      mieleInCart: priced.mieleInCart,
      lockedCustomer: false,
      billingSameAsShipping: !body.billingAddress,
      paymentMethod,
      lastNameMaxLength: features.lastNameMaxLength,
      purchaseOrderField: features.purchaseOrderField,
      stockFeeAcknowledgementRequired: (day?.storageFee ?? 0) > 0,
      now: now(),
    });
    const messages = Object.values(fieldErrors);
    if (!fieldErrors["deliveryAddress.suburb"] && !locality) {
      messages.unshift(checkoutSubmitMessages.invalidSuburb);
    }
    if (messages.length) throw new BadRequestError(unique(messages));

    const services = deliveryServices(body.deliveryServices ?? [], priced.anyLineWithoutInstall);
    const chosen = body.deliveryServices ?? [];
    if (chosen.some((sku) => !services.some((s) => s.sku === sku && !s.hidden)))
      throw new BadRequestError([submitMessages.deliveryService]);
    // Supplier availability (SupplierAvailability storefronts): one available day per supplier, at its price.
    const suppliers = features.supplierAvailability ? supplierAvailability(calendar, priced.proformaBrands, deliveryUnavailable) : [];
    const sent = body.supplierDeliveryDates ?? [];
    const supplierDates = suppliers.map((s) => {
      const pick = sent.find((d) => d.supplier === s.supplier);
      const entry = pick && s.availability.find((e) => e.date.every((part, i) => part === pick.deliveryDate[i]));
      if (!entry?.available) throw new BadRequestError([submitMessages.supplierDates]);
      return { supplier: s.supplier, deliveryDate: entry.date, price: entry.price };
    });
    if (sent.some((d) => !suppliers.some((s) => s.supplier === d.supplier))) throw new BadRequestError([submitMessages.supplierDates]);
    // spec 2 §5: no date and no supplier availability blocks; a cart its suppliers deliver alone needs no date of ours.
    const needsOwnDate = !features.supplierAvailability || priced.anyOwnDeliveryLine;
    if (needsOwnDate ? !day?.available : day !== undefined && !day.available) {
      throw new BadRequestError([checkoutSubmitMessages.deliveryDate]);
    }

    const totals = orderTotals(
      priced,
      day?.price ?? 0,
      chosen,
      supplierDates.map((d) => d.price),
    );
    if (toCents(body.orderTotal) !== totals.orderTotalCents) throw new BadRequestError([ORDER_TOTAL_CHANGED_MESSAGE]);
    if (body.cart?.orderTotal !== undefined && toCents(body.cart.orderTotal) !== priced.productsCents) {
      throw new BadRequestError([ORDER_TOTAL_CHANGED_MESSAGE]);
    }

    const orderTotal = totals.orderTotalCents / 100;
    const deposit = body.partialPayment ?? null;
    // spec 2 §4: a deposit only where partial payment is offered, and only with the default card.
    if (deposit !== null && deposit > 0) {
      if (!features.partialPayment) throw new BadRequestError([checkoutSubmitMessages.deposit, submitMessages.depositNotOffered]);
      if (!isCard) throw new BadRequestError([checkoutSubmitMessages.deposit, submitMessages.depositCardOnly]);
    }
    const depositCheck = validateDeposit(deposit, { orderTotal, percentage: depositPercentageOf(storefront) });
    if (!depositCheck.valid) throw new BadRequestError([checkoutSubmitMessages.deposit, depositCheck.message]);
    const amountCents = deposit && deposit > 0 ? toCents(deposit) : totals.orderTotalCents;

    if (provider && amountCents > 0 && !withinLimits(provider, amountCents)) throw new BadRequestError([providerLimitMessage(provider)]);
    if (isCard && amountCents > 0) {
      const cardProblems = cardCheck(body, now());
      if (cardProblems.length) throw new CardCheckError(cardProblems);
    }

    const snapshot: OrderSnapshot = {
      sessionId: input.sessionId as string,
      accountId: input.accountId,
      email: (body.email ?? "").trim(),
      phoneNumber: (body.phoneNumber ?? "").trim(),
      newsletter: body.newsletter ?? true,
      poNumber: features.purchaseOrderField ? body.poNumber?.trim() || null : null,
      currency: storefront.currency,
      couponCode: priced.discount?.kind === "coupon" ? priced.discount.code : null,
      giftCardCode: priced.discount?.kind === "giftCard" ? priced.discount.code : null,
      giftCardCents: priced.discount?.kind === "giftCard" ? priced.discount.cents : 0,
      totals,
      amountPaidCents: amountCents,
      storageFeePerDay: day?.storageFee ?? 0,
      stockFeeAcknowledged: body.stockFeeAcknowledged === true,
      requestedDeliveryContact: body.requestedDeliveryContact === true,
      requestedInstallationContact: body.requestedInstallationContact === true,
      earlyNotification: body.EarlyNotification === true,
      salespersonCode: body.salespersonCode ?? null,
      subdivision: body.subdivision ?? null,
      lines: priced.cart.products.map((p) => ({
        sku: p.sku,
        title: p.title,
        quantity: p.quantity,
        unitPrice: p.price,
        warranty: p.warranty ? { name: p.warranty.name, price: p.warranty.price } : null,
        install: p.install ? { name: p.install.name, price: p.install.price } : null,
      })),
      deliveryAddress: addressOf(body.deliveryAddress, storefront, true),
      billingAddress: body.billingAddress ? addressOf(body.billingAddress, storefront, false) : null,
      booking: {
        deliveryDate: day?.date ?? null,
        sameDay: day?.sameDay ?? false,
        extended: day?.extended ?? false,
        price: totals.shippingCents / 100,
        services: services.filter((s) => s.selected).map(({ sku, title, price }) => ({ sku, title, price })),
        supplierDates,
      },
    };
    return { cartId: priced.row.id, snapshot, amountCents, provider: amountCents > 0 ? provider : null };
  }

  return {
    async submit(input: SubmitInput): Promise<CheckoutAnswer> {
      const { storefront, idempotencyKey } = input;
      // A retry of a submit that already ran answers what it answered, even after the cart is gone.
      const replay = await byKey(storefront, idempotencyKey);
      if (replay) {
        if (replay.sessionId !== input.sessionId || replay.cartId !== input.body.cartId.toLowerCase()) {
          throw new BadRequestError([submitMessages.keyReused]);
        }
        return answerOf(replay, input);
      }
      if (!input.sessionId) throw new BadRequestError([submitMessages.emptyCart]);
      // Another submit of this cart (another key) is running or has paid: its answer.
      const cartId = input.body.cartId.toLowerCase();
      if (!UUID.test(cartId)) throw new BadRequestError([submitMessages.cartChanged]);
      const running = await activeForCart(cartId);
      if (running && running.sessionId === input.sessionId) return answerOf(running, input);

      let checked: Awaited<ReturnType<typeof validated>>;
      try {
        checked = await validated(input);
      } catch (error) {
        // A concurrent submit of this cart may have finished meanwhile (and emptied the cart): its answer.
        const finished = (await byKey(storefront, idempotencyKey)) ?? (await activeForCart(cartId));
        if (finished && finished.sessionId === input.sessionId) return answerOf(finished, input);
        throw error;
      }
      const { snapshot, amountCents, provider } = checked;
      const [claimed] = await db
        .insert(payments)
        .values({
          id: randomUUID(),
          storefrontId: storefront.id,
          cartId,
          sessionId: input.sessionId,
          idempotencyKey,
          method: amountCents === 0 ? "None" : provider ? INSTALMENT_PROVIDERS[provider].method : "CreditCard",
          provider,
          status: "pending",
          amount: amountCents / 100,
          currency: storefront.currency,
          checkout: snapshot,
          leaseUntil: sql`now() + make_interval(secs => ${PAYMENT_LEASE_MS / 1000})`,
        })
        .onConflictDoNothing()
        .returning();
      if (claimed) return authorise(claimed, input);
      // Lost the race to a concurrent submit (same key or same cart): its answer.
      const winner = (await byKey(storefront, idempotencyKey)) ?? (await activeForCart(cartId));
      if (!winner) throw new ConflictError(submitMessages.busy);
      return answerOf(winner, input);
    },
  };
}

function addressOf(address: CheckoutRequest["deliveryAddress"], storefront: Storefront, delivery: boolean) {
  const text = (value: string | null | undefined) => (value ?? "").trim();
  return {
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    companyName: text(address.companyName) || null,
    address: text(address.address),
    suburb: text(address.suburb),
    state: storefront.country === "AU" ? text(address.state) : null,
    postcode: text(address.postcode),
    country: storefront.country,
    deliveryInstructions: delivery ? text(address.deliveryInstructions) || null : null,
  };
}
