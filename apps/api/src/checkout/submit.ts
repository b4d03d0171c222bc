import {
  FRAUD_CHECK_MESSAGE,
  hasCheckoutOption,
  INSTALMENT_PROVIDERS,
  instalmentProviderOf,
  isStaffPaymentOption,
  PAYMENT_OPTIONS,
  SALESPERSON_MESSAGE,
  STAFF_ONLY_MESSAGE,
  STAFF_PAYMENT_OPTIONS,
  STAFF_PAYMENT_TYPES,
  type CheckoutAnswer,
  type CheckoutRequest,
  type InstalmentProvider,
} from "@storefront/api-contract/checkout";
import { cardCheckMessages, isExpiryValid } from "@storefront/validation/cards";
import { checkoutMessages, checkoutSubmitMessages, validateCheckoutForm, type PaymentMethodName } from "@storefront/validation/checkout";
import { validateDeposit } from "@storefront/validation/deposit";
import { formatPrice, toCents } from "@storefront/validation/price";
import { and, eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import { payments } from "../db/schema";
import { BadRequestError, CardCheckError, ConflictError, ServiceUnavailableError, StaffOnlyError } from "../http/errors";
import { CardGatewayUnavailableError, type CardAuthorisation } from "../payments/card-gateway";
import type { InstalmentCheckout } from "../payments/instalment-gateway";
import { INSTALMENT_LIMITS, withinLimits } from "../payments/instalment-limits";
import type { Storefront } from "../storefronts";
import { dayOf, deliveryCalendar, deliveryServices, supplierAvailability } from "./availability";
import { deliversTo, findLocality } from "./localities";
import { instalmentReturnUrls } from "./instalments";
import { checkoutFeatures, depositPercentageOf } from "./options";
import { completeOrder, orderNumberFor, type OrderSnapshot } from "./orders";
import { closedPaymentAnswer } from "./payment-answers";
import { claimPayment, dropPayment, endPayment } from "./payment-holds";
import { cartPricing, orderTotals, refuseChangedTotals } from "./pricing";
import { staffCheckout, type StaffCaller } from "./staff";

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
  cashAndCarry: "Cash and carry is not available on this storefront.",
  deliveryServiceOverride: "The delivery service override is not available on this storefront.",
  zipRefused: "Zip could not start the payment for this store code. Please check the code or choose another payment method.",
  fraudCheckUnavailable: "We could not verify your browser just now. Please try again.",
} as const;

/** Whether a checkout sends anything only staff may send (issue 14 item 4: answered 403 to anyone else). */
export function sendsStaffOption(body: CheckoutRequest): boolean {
  return (
    isStaffPaymentOption(body.selectedPaymentOption) ||
    body.cashAndCarry === true ||
    body.winningDeliveryServiceOverride === true ||
    Boolean(body.salespersonCode?.trim()) ||
    Boolean(body.subdivision?.trim())
  );
}

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
  /** The signed-in staff member and their store, or null for a customer or guest. */
  staff: StaffCaller | null;
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
  context: Pick<
    AppContext,
    | "db"
    | "reference"
    | "now"
    | "cardGateway"
    | "instalmentGateway"
    | "zipInStoreGateway"
    | "fraudCheck"
    | "settingsOverrides"
    | "accountSessions"
  >,
) {
  const { db, now, cardGateway, instalmentGateway, zipInStoreGateway, fraudCheck } = context;
  const pricing = cartPricing(context);
  const staffPart = staffCheckout(context);

  /** issue 14 item 5: a token of the fraud-check script that its provider accepts (400 otherwise). */
  async function checkFraudToken(body: CheckoutRequest): Promise<void> {
    const token = body.fraudCheckToken?.trim();
    if (!token) throw new BadRequestError([FRAUD_CHECK_MESSAGE]);
    let valid: boolean;
    try {
      valid = await fraudCheck.verify(token);
    } catch (error) {
      if (error instanceof CardGatewayUnavailableError) throw new ServiceUnavailableError(submitMessages.fraudCheckUnavailable);
      throw error;
    }
    if (!valid) throw new BadRequestError([FRAUD_CHECK_MESSAGE]);
  }

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

  /** Stores the answer of a finished attempt (every retry gets it); a refusal gives the payment's holds back. */
  async function finish(row: PaymentRow, changes: Partial<typeof payments.$inferInsert>, answer: CheckoutAnswer): Promise<CheckoutAnswer> {
    if (changes.status === "refused") await endPayment(db, row.id, { ...changes, status: "refused", answer });
    else
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
      return { ...emptyAnswer, orderCompleted: true, success: true, orderNumber, orderReference: orderNumber };
    }
    if (snapshot.paymentOption === PAYMENT_OPTIONS.ZipInStore) return startZipInStore(row);
    if (isStaffPaymentOption(snapshot.paymentOption)) {
      // The other payment method, account credit and cash on delivery: the order is placed without a gateway.
      const orderNumber = await completeOrder(db, row, null);
      return { ...emptyAnswer, orderCompleted: true, success: true, orderNumber, orderReference: orderNumber };
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
        return {
          ...emptyAnswer,
          orderCompleted: true,
          success: true,
          paymentReference: outcome.paymentReference,
          orderNumber,
          orderReference: orderNumber,
        };
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
        // Nothing was charged: free the key, the cart and the holds for the corrected retry.
        await dropPayment(db, row.id);
        throw new CardCheckError(outcome.messages);
      case "invalid":
        await dropPayment(db, row.id);
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
      await dropPayment(db, row.id);
      throw new BadRequestError([checkout.code === "AMOUNT_OUT_OF_RANGE" ? providerLimitMessage(provider) : submitMessages.paymentOption]);
    }
    return finish(
      row,
      { status: "awaiting-provider", paymentReference: checkout.checkoutId },
      { ...emptyAnswer, success: true, paymentReference: checkout.checkoutId, redirectUrl: checkout.redirectUrl },
    );
  }

  /**
   * Zip in store: Zip asks the customer (store code) to approve the amount in their app. The
   * answer is a success whose order waits: the page polls GET /api/payment/status, which
   * completes the order on Approved.
   */
  async function startZipInStore(row: PaymentRow): Promise<CheckoutAnswer> {
    const snapshot = row.checkout as OrderSnapshot;
    let created: Awaited<ReturnType<typeof zipInStoreGateway.create>>;
    try {
      created = await zipInStoreGateway.create({
        storefront: row.storefrontId,
        cartId: row.cartId,
        amount: { value: toCents(row.amount), currency: snapshot.currency },
        storeCode: snapshot.zipStoreCode ?? "",
        idempotencyKey: row.id,
      });
    } catch (error) {
      throw await unreachableGateway(row, error);
    }
    if (created.outcome === "refused") {
      await dropPayment(db, row.id);
      throw new BadRequestError([created.code === "STORE_CODE_INVALID" ? checkoutMessages.zipStoreCode : submitMessages.zipRefused]);
    }
    return finish(
      row,
      { status: "awaiting-provider", paymentReference: created.paymentId },
      { ...emptyAnswer, success: true, paymentReference: created.paymentId, orderReference: snapshot.orderNumber ?? null },
    );
  }

  /** spec 2 §5 on the API, with the form's messages; answers the order to create. */
  async function validated(
    input: SubmitInput,
  ): Promise<{ cartId: string; snapshot: OrderSnapshot; amountCents: number; provider: InstalmentProvider | null; method: string }> {
    const { storefront, body } = input;
    const priced = await pricing.priced(storefront, input.sessionId);
    if (!priced || priced.cart.products.length === 0) throw new BadRequestError([submitMessages.emptyCart]);
    if (priced.row.id !== body.cartId.toLowerCase()) throw new BadRequestError([submitMessages.cartChanged]);
    if (priced.cart.errors.length) throw new BadRequestError(priced.cart.errors);

    const features = checkoutFeatures(storefront);
    const option = body.selectedPaymentOption ?? PAYMENT_OPTIONS.CreditCard;
    // The card, an instalment provider the storefront offers (its flag in opts), or a staff option
    // it offers (staff only: submit refused the rest with 403).
    const provider = instalmentProviderOf(option);
    const isCard = option === PAYMENT_OPTIONS.CreditCard;
    const staffOption = STAFF_PAYMENT_OPTIONS.find((name) => PAYMENT_OPTIONS[name] === option) ?? null;
    if (staffOption) {
      if (!input.staff || !hasCheckoutOption(features.opts, staffOption)) throw new BadRequestError([submitMessages.paymentOption]);
    } else if (!isCard && (!provider || !features.instalmentProviders.includes(provider))) {
      throw new BadRequestError([submitMessages.paymentOption]);
    }
    const isZipInStore = staffOption === "ZipInStore";

    // Cash and carry: collected today at the staff member's store, whose address replaces the one sent.
    const cashAndCarryStore = body.cashAndCarry === true ? input.staff?.store : undefined;
    if (body.cashAndCarry === true && (!cashAndCarryStore || !hasCheckoutOption(features.opts, "CashAndCarry"))) {
      throw new BadRequestError([submitMessages.cashAndCarry]);
    }
    const override = body.winningDeliveryServiceOverride === true;
    if (override && (!input.staff || !hasCheckoutOption(features.opts, "WinningDeliveryServiceOverride"))) {
      throw new BadRequestError([submitMessages.deliveryServiceOverride]);
    }
    const salespersonCode = body.salespersonCode?.trim() || null;
    const subdivision = body.subdivision?.trim() || null;
    if (
      (salespersonCode || subdivision) &&
      !(salespersonCode && subdivision && (await staffPart.isSalespersonOf(storefront, salespersonCode, subdivision)))
    ) {
      throw new BadRequestError([SALESPERSON_MESSAGE]);
    }
    const deliveryAddress: CheckoutRequest["deliveryAddress"] = cashAndCarryStore
      ? {
          ...body.deliveryAddress,
          address: cashAndCarryStore.street,
          suburb: cashAndCarryStore.suburb,
          state: storefront.country === "AU" ? cashAndCarryStore.state : null,
          postcode: cashAndCarryStore.postcode,
          country: storefront.country,
        }
      : body.deliveryAddress;
    const form: CheckoutRequest = { ...body, deliveryAddress };

    const locality = cashAndCarryStore ? undefined : await findLocality(db, storefront, deliveryAddress);
    const deliveryUnavailable = locality !== undefined && !deliversTo(locality);
    const calendar = deliveryCalendar({
      storefront,
      now: now(),
      productsCents: priced.deliveryBasisCents,
      storageApplies: priced.storageApplies && features.storageCharge,
      deliveryUnavailable,
    });
    const day = body.deliveryDate && !cashAndCarryStore ? dayOf(calendar, body.deliveryDate) : undefined;

    // The card fields travel encrypted: the card check below reads them. Zip in store needs its store code.
    const paymentMethod: PaymentMethodName = isZipInStore ? "ZipInStore" : "None";
    const fieldErrors = validateCheckoutForm(form, {
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
    if (!fieldErrors["deliveryAddress.suburb"] && !locality && !cashAndCarryStore) {
      messages.unshift(checkoutSubmitMessages.invalidSuburb);
    }
    if (messages.length) throw new BadRequestError(unique(messages));

    const services = deliveryServices(body.deliveryServices ?? [], priced.anyLineWithoutInstall);
    const chosen = body.deliveryServices ?? [];
    if (chosen.some((sku) => !services.some((s) => s.sku === sku && !s.hidden)))
      throw new BadRequestError([submitMessages.deliveryService]);
    // Supplier availability (SupplierAvailability storefronts): one available day per supplier, at its price.
    const suppliers =
      features.supplierAvailability && !cashAndCarryStore ? supplierAvailability(calendar, priced.proformaBrands, deliveryUnavailable) : [];
    const sent = body.supplierDeliveryDates ?? [];
    const supplierDates = suppliers.map((s) => {
      const pick = sent.find((d) => d.supplier === s.supplier);
      const entry = pick && s.availability.find((e) => e.date.every((part, i) => part === pick.deliveryDate[i]));
      if (!entry?.available) throw new BadRequestError([submitMessages.supplierDates]);
      return { supplier: s.supplier, deliveryDate: entry.date, price: entry.price };
    });
    if (sent.some((d) => !suppliers.some((s) => s.supplier === d.supplier))) throw new BadRequestError([submitMessages.supplierDates]);
    // spec 2 §5: no date and no supplier availability blocks; a cart its suppliers deliver alone needs no date of ours.
    const needsOwnDate = !cashAndCarryStore && (!features.supplierAvailability || priced.anyOwnDeliveryLine);
    if (needsOwnDate ? !day?.available : day !== undefined && !day.available) {
      throw new BadRequestError([checkoutSubmitMessages.deliveryDate]);
    }

    // Cash and carry has no delivery; the override gives delivery to the provider's own service: no shipping charge.
    const totals = orderTotals(
      priced,
      override ? 0 : (day?.price ?? 0),
      chosen,
      supplierDates.map((d) => d.price),
    );
    refuseChangedTotals(priced, totals.orderTotalCents, body);

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
      salespersonCode,
      subdivision,
      orderNumber: orderNumberFor(storefront.id),
      paymentOption: option,
      paymentType: staffOption && staffOption !== "ZipInStore" ? STAFF_PAYMENT_TYPES[staffOption] : null,
      zipStoreCode: isZipInStore ? (body.devicePaymentCode ?? "").trim() : null,
      cashAndCarry: cashAndCarryStore !== undefined,
      winningDeliveryServiceOverride: override,
      lines: priced.cart.products.map((p) => ({
        sku: p.sku,
        title: p.title,
        quantity: p.quantity,
        unitPrice: p.price,
        warranty: p.warranty ? { name: p.warranty.name, price: p.warranty.price } : null,
        install: p.install ? { name: p.install.name, price: p.install.price } : null,
      })),
      deliveryAddress: addressOf(deliveryAddress, storefront, true),
      billingAddress: body.billingAddress ? addressOf(body.billingAddress, storefront, false) : null,
      booking: {
        // Cash and carry: today in the storefront's zone.
        deliveryDate: cashAndCarryStore ? calendar.today.parts : (day?.date ?? null),
        sameDay: day?.sameDay ?? false,
        extended: day?.extended ?? false,
        price: totals.shippingCents / 100,
        services: services.filter((s) => s.selected).map(({ sku, title, price }) => ({ sku, title, price })),
        supplierDates,
      },
    };
    const method =
      amountCents === 0
        ? "None"
        : provider
          ? INSTALMENT_PROVIDERS[provider].method
          : staffOption === "ZipInStore"
            ? "ZipInStore"
            : staffOption === "COD"
              ? "Cash"
              : staffOption
                ? "None"
                : "CreditCard";
    return { cartId: priced.row.id, snapshot, amountCents, provider: amountCents > 0 ? provider : null, method };
  }

  return {
    async submit(input: SubmitInput): Promise<CheckoutAnswer> {
      const { storefront, idempotencyKey } = input;
      // issue 14 item 4: the staff options are refused to a customer or guest, whatever else is sent.
      if (!input.staff && sendsStaffOption(input.body)) throw new StaffOnlyError(STAFF_ONLY_MESSAGE);
      // A retry of a submit that already ran answers what it answered, even after the cart is gone.
      const replay = await byKey(storefront, idempotencyKey);
      if (replay) {
        if (replay.sessionId !== input.sessionId || replay.cartId !== input.body.cartId.toLowerCase()) {
          throw new BadRequestError([submitMessages.keyReused]);
        }
        return answerOf(replay, input);
      }
      await checkFraudToken(input.body);
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
      const { snapshot, amountCents, provider, method } = checked;
      // The payment and the holds on its coupon and gift card, in one transaction before any gateway (payment-holds.ts).
      const claimed = await claimPayment(db, now(), {
        id: randomUUID(),
        storefrontId: storefront.id,
        cartId,
        sessionId: input.sessionId,
        idempotencyKey,
        method,
        provider,
        status: "pending",
        amount: amountCents / 100,
        currency: storefront.currency,
        checkout: snapshot,
        leaseUntil: sql`now() + make_interval(secs => ${PAYMENT_LEASE_MS / 1000})`,
      });
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
