import type { Cart } from "@storefront/api-contract/cart";
import {
  CHECKOUT_PATH,
  CONFIRMATION_PATH,
  hasCheckoutOption,
  INSTALMENT_PROVIDER_IDS,
  INSTALMENT_PROVIDERS,
  PAYMENT_ERROR_PARAM,
  PAYMENT_METHOD_NAMES,
  DELIVERY_SERVICE_OVERRIDE_MESSAGE,
  ZIP_IN_STORE_STATUS_MESSAGES,
  type InstalmentProvider,
  type AvailabilityAnswer,
  type AvailabilityRequest,
  type CheckoutView,
  type PaymentConfiguration,
  type PaymentConfigurationV2,
  type PaymentStatusAnswer,
  type VoidAnswer,
} from "@storefront/api-contract/checkout";
import { EMPTY_CART_ID } from "@storefront/validation/cart";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { validateCoupon } from "@storefront/validation/coupon";
import { isValidEmail } from "@storefront/validation/email";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { cartActions } from "../cart/cart-actions";
import type { AppContext } from "../context";
import { payments } from "../db/schema";
import { BadRequestError, ServiceUnavailableError } from "../http/errors";
import { CardGatewayUnavailableError } from "../payments/card-gateway";
import { INSTALMENT_LIMITS, ZIP_REPAYMENT_PERIOD_MONTHS } from "../payments/instalment-limits";
import type { Storefront } from "../storefronts";
import { deliveryCalendar, deliveryRules, deliveryServices, supplierAvailability } from "./availability";
import { couponApiMessages, normaliseCode } from "./coupons";
import { deliversTo, findLocality } from "./localities";
import { checkoutFeatures, depositPercentageOf, viewOptions } from "./options";
import { completeOrder } from "./orders";
import { endPayment, lookupCurrentCode } from "./payment-holds";
import { closedPaymentAnswer } from "./payment-answers";
import { cartPricing } from "./pricing";
import { staffCheckout, storeContact } from "./staff";

/** Ours: messages of these calls that spec 2 does not give. */
export const checkoutActionMessages = {
  email: "Please enter a valid email address",
  noCart: "Add a product to your cart first.",
  orderComplete: "This order is complete and its payment cannot be cancelled here.",
  challengeUnverified: "We could not confirm your card's 3-D Secure check. Please try again.",
  paymentConfigurationV2: "This storefront reads its payment configuration from /api/checkout/paymentconfiguration.",
} as const;

const PAYMENT_STATUS_OF = {
  pending: "Pending",
  "awaiting-challenge": "Pending",
  "awaiting-provider": "Pending",
  authorised: "Approved",
  refused: "Declined",
  cancelled: "Cancelled",
} as const;

/** A provider out of reach is the same 503 as the card gateway's. */
async function unavailableAs503<Value>(call: () => Promise<Value>): Promise<Value> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError)
      throw new ServiceUnavailableError("The payment provider is not available. Please try again.");
    throw error;
  }
}

export function checkoutActions(context: AppContext) {
  const { db, sessions, now, cardGateway, instalmentGateway, zipInStoreGateway, accountSessions } = context;
  const staffPart = staffCheckout(context);

  /** spec 2 §3 customer: the signed-in shopper of the bearer access token, or null for a guest. */
  async function customerOf(request: FastifyRequest): Promise<CheckoutView["customer"]> {
    const signedIn = await accountSessions.signedIn(request);
    if (!signedIn) return null;
    const { account } = signedIn;
    return { email: account.email, phone: account.phone, locked: false, shippingAddress: null, billingAddress: null };
  }
  const pricing = cartPricing(context);
  const carts = cartActions(context);

  async function keys(): Promise<Record<string, string>> {
    try {
      return await cardGateway.encryptionKeys();
    } catch (error) {
      if (error instanceof CardGatewayUnavailableError)
        throw new ServiceUnavailableError("The payment provider is not available. Please try again.");
      throw error;
    }
  }

  async function cartRow(request: FastifyRequest) {
    const row = await pricing.store.header(sessions.idOf(request), request.storefront.id);
    if (!row) throw new BadRequestError([checkoutActionMessages.noCart]);
    return row;
  }

  /**
   * A Zip in-store payment's state at Zip (issue 14 item 4). The first Approved completes the order
   * exactly as a card approval does (once: completeOrder keeps one order per cart, so concurrent
   * polls make one); Declined, Cancelled and Expired end the payment and free the cart.
   */
  async function zipInStoreStatus(row: typeof payments.$inferSelect): Promise<PaymentStatusAnswer> {
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

  return {
    /**
     * GET /api/checkout (spec 2 §3 checkout view). Signed-in staff get the storefront's staff
     * options in opts, their store (for cash and carry), the country's stores and salespeople; a
     * customer or guest never sees any of them.
     */
    async view(request: FastifyRequest): Promise<CheckoutView> {
      const storefront = request.storefront;
      const row = await pricing.store.header(sessions.idOf(request), storefront.id);
      const staff = await staffPart.staffOf(request);
      const opts = viewOptions(storefront, staff !== null);
      const pickers = staff ? await staffPart.pickers(storefront, staff) : { stores: [], salesPeople: [] };
      return {
        cartId: row?.id ?? EMPTY_CART_ID,
        opts,
        store: staff && hasCheckoutOption(opts, "CashAndCarry") ? storeContact(staff.store) : null,
        x509EncryptionKeys: await keys(),
        partialPaymentPercentage: depositPercentageOf(storefront),
        customer: await customerOf(request),
        ...pickers,
        country: storefront.country,
        currency: storefront.currency,
      };
    },

    /** POST /api/checkout/avail (spec 2 §3 post-address response) for the address and the cart. */
    async availability(request: FastifyRequest, body: AvailabilityRequest): Promise<AvailabilityAnswer> {
      const storefront = request.storefront;
      const priced = await pricing.priced(storefront, sessions.idOf(request));
      if (!priced || priced.cart.products.length === 0) throw new BadRequestError([checkoutActionMessages.noCart]);
      const locality = await findLocality(db, storefront, body.deliveryAddress);
      if (!locality) throw new BadRequestError([checkoutSubmitMessages.invalidSuburb]);
      const features = checkoutFeatures(storefront);
      const deliveryUnavailable = !deliversTo(locality);
      const storageApplies = priced.storageApplies && features.storageCharge;
      const calendar = deliveryCalendar({
        storefront,
        now: now(),
        productsCents: priced.deliveryBasisCents,
        storageApplies,
        deliveryUnavailable,
      });
      const soonest = calendar.availability.find((d) => d.available);
      return {
        cartId: priced.row.id,
        availability: calendar.availability,
        extendedAvailability: calendar.extendedAvailability,
        supplierAvailability: features.supplierAvailability
          ? supplierAvailability(calendar, priced.proformaBrands, deliveryUnavailable)
          : [],
        supplierErrors: [],
        // Offered to staff only, where the storefront lists it.
        winningDeliveryServiceOverride:
          hasCheckoutOption(features.opts, "WinningDeliveryServiceOverride") && (await staffPart.staffOf(request)) !== null,
        // Ours: offered when the first free day is more than a week away.
        showNotifyIfAvailableSooner: !deliveryUnavailable && (!soonest || dayIndex(soonest.date, calendar.today.parts) > 7),
        deliveryServices: deliveryUnavailable ? [] : deliveryServices(body.deliveryServices ?? [], priced.anyLineWithoutInstall),
        showInstallationContact: priced.cart.products.some((p) => p.install),
        showUniqueDeliveryRequirements: hasCheckoutOption(features.opts, "UniqueRequirements"),
        deliveryUnavailable,
        storage: {
          freeDays: deliveryRules.storageFreeDays,
          dailyFee: deliveryRules.storageDailyFee,
          minimumProductPrice: deliveryRules.storageMinimumPrice,
          appliesToCart: storageApplies,
          firstFeeDate: calendar.firstFeeDay.parts,
        },
      };
    },

    /** POST /api/checkout/void: cancels the cart's payment waiting for 3-D Secure (spec 2 §4 step 7). */
    async voidPayment(request: FastifyRequest, cartId: string): Promise<VoidAnswer> {
      const sessionId = sessions.idOf(request);
      if (!sessionId) return { cancelled: false, paymentReference: null };
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.cartId, cartId.toLowerCase()), eq(payments.sessionId, sessionId)))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (!row || row.status === "refused") return { cancelled: false, paymentReference: row?.paymentReference ?? null };
      if (row.status === "cancelled") return { cancelled: true, paymentReference: row.paymentReference };
      if (row.status === "authorised") throw new BadRequestError([checkoutActionMessages.orderComplete]);
      if (row.method === "ZipInStore" && row.paymentReference) {
        // Zip in store (the page is left): cancelled at Zip; one the customer approved meanwhile completes the order instead.
        const result = await unavailableAs503(() => zipInStoreGateway.cancel(row.storefrontId, row.paymentReference as string));
        if (result === "Approved" || result === "not-cancellable") {
          const answer = await zipInStoreStatus(row);
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
    },

    /** GET /api/payment/status: the cart's latest payment of this session. */
    async paymentStatus(request: FastifyRequest, cartId: string, paymentReference?: string): Promise<PaymentStatusAnswer> {
      const sessionId = sessions.idOf(request);
      if (!sessionId) return { paymentStatus: "Unknown", message: "" };
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
      if (!row) return { paymentStatus: "Unknown", message: "" };
      if (row.method === "ZipInStore" && row.paymentReference && row.status !== "authorised") return zipInStoreStatus(row);
      if (row.status === "awaiting-provider" && row.provider && row.paymentReference) {
        // The shopper is at the provider: its own status (Pending, Approved, Declined, Cancelled, Expired).
        try {
          const status = await instalmentGateway.status(row.provider as InstalmentProvider, row.storefrontId, row.paymentReference);
          return { paymentStatus: status ?? "Unknown", message: "" };
        } catch (error) {
          if (error instanceof CardGatewayUnavailableError) return { paymentStatus: "Unknown", message: "" };
          throw error;
        }
      }
      return { paymentStatus: PAYMENT_STATUS_OF[row.status], message: row.refusalReason ?? "" };
    },

    /**
     * The 3-D Secure return: the sandbox's challenge page form-posts redirectResult; the gateway
     * verifies it. Authorised completes the order; anything else leaves the cart as it was. Answers
     * where the browser goes next.
     */
    async threeDsReturn(cartId: string, fields: Record<string, unknown>): Promise<string> {
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
    },

    /**
     * GET /api/checkout/paymentconfiguration (spec 2 §3): each provider enabled when the storefront
     * offers it (its flag in opts), with its limits; Zip's are Zip NZ's on an NZ storefront.
     */
    async paymentConfiguration(storefront: Storefront): Promise<PaymentConfiguration> {
      const offered = checkoutFeatures(storefront).instalmentProviders;
      const provider = (id: InstalmentProvider) => ({ isEnabled: offered.includes(id), details: { ...INSTALMENT_LIMITS[id] } });
      const zip: InstalmentProvider =
        offered.includes("zipnz") || (storefront.country === "NZ" && !offered.includes("zip")) ? "zipnz" : "zip";
      return {
        klarna: provider("klarna"),
        afterPay: provider("afterpay"),
        payPal: provider("paypal"),
        humm: provider("humm"),
        zip: {
          ...provider(zip),
          details: {
            ...INSTALMENT_LIMITS[zip],
            // Zip NZ is four payments over six weeks (spec 2 §9): within two months.
            repaymentPeriodMonths: zip === "zip" ? ZIP_REPAYMENT_PERIOD_MONTHS : 2,
            offerExpiry: null,
            offerExpiryInclusion: null,
          },
        },
        applepay: { isEnabled: false, details: {} },
        googlepay: { isEnabled: false, details: {} },
        x509EncryptionKeys: await keys(),
      };
    },

    /** GET /api/checkout/v2/paymentconfiguration: the storefront's own certificate; only with PaymentConfigurationV2. */
    async paymentConfigurationV2(storefront: Storefront): Promise<PaymentConfigurationV2 | undefined> {
      if (!checkoutFeatures(storefront).paymentConfigurationV2) return undefined;
      const all = await keys();
      const own = all[storefront.id];
      const offered = checkoutFeatures(storefront).instalmentProviders;
      // Every payment method name but None: the card, each instalment provider the storefront offers (with its limits), the rest off.
      const paymentConfigurations = PAYMENT_METHOD_NAMES.filter((name) => name !== "None").map((paymentMethod) => {
        if (paymentMethod === "CreditCard")
          return { paymentMethod, isEnabled: own !== undefined, minimumAmount: null, maximumAmount: null };
        const provider = INSTALMENT_PROVIDER_IDS.find((id) => offered.includes(id) && INSTALMENT_PROVIDERS[id].method === paymentMethod);
        return provider
          ? { paymentMethod, isEnabled: true, ...INSTALMENT_LIMITS[provider] }
          : { paymentMethod, isEnabled: false, minimumAmount: null, maximumAmount: null };
      });
      return {
        paymentConfigurations,
        x509EncryptionKeys: own ? { [storefront.id]: own } : {},
      };
    },

    /** POST /api/cart/coupon/: a coupon or gift card on the cart (one code at a time); answers the cart. */
    async applyCoupon(request: FastifyRequest, code: string): Promise<Cart> {
      const problem = validateCoupon(code);
      if (problem) throw new BadRequestError([problem]);
      const row = await cartRow(request);
      const lookup = await lookupCurrentCode(db, request.storefront, code, now());
      if (lookup.state === "invalid") throw new BadRequestError([lookup.message]);
      const current = await carts.current(request);
      if (current.products.length === 0) throw new BadRequestError([couponApiMessages.emptyCart]);
      await pricing.store.setCouponCode(row.id, lookup.code);
      return carts.current(request);
    },

    /** DELETE /api/cart/coupon/{id}: removes the applied code; answers the cart. */
    async removeCoupon(request: FastifyRequest, id: string): Promise<Cart> {
      const row = await cartRow(request);
      if (!row.couponCode || row.couponCode !== normaliseCode(id)) throw new BadRequestError([couponApiMessages.notApplied]);
      await pricing.store.setCouponCode(row.id, null);
      return carts.current(request);
    },

    /**
     * GET /api/cart/ with `winningDeliveryServiceOverride=true` (issue 14 item 5): for signed-in
     * staff on a storefront that offers the override, delivery goes to the provider's own delivery
     * service: shipping 0 and its cart message. Ignored for anyone else (the plain cart).
     */
    async cartWithOverride(request: FastifyRequest, cart: Cart, flag: string | undefined): Promise<Cart> {
      if (flag !== "true") return cart;
      if (!hasCheckoutOption(checkoutFeatures(request.storefront).opts, "WinningDeliveryServiceOverride")) return cart;
      if (!(await staffPart.staffOf(request))) return cart;
      return {
        ...cart,
        winningDeliveryServiceOverride: true,
        shipping: 0,
        messages: [...cart.messages, DELIVERY_SERVICE_OVERRIDE_MESSAGE],
      };
    },

    /** POST /api/cart/email: the guest's email on the cart (spec 2 §6). */
    async setEmail(request: FastifyRequest, email: string): Promise<Cart> {
      if (!isValidEmail(email.trim())) throw new BadRequestError([checkoutActionMessages.email]);
      const row = await cartRow(request);
      await pricing.store.setEmail(row.id, email.trim().toLowerCase());
      return carts.current(request);
    },
  };
}

function dayIndex(date: readonly number[], today: readonly number[]): number {
  const utc = (d: readonly number[]) => Date.UTC(d[0] as number, (d[1] as number) - 1, d[2] as number);
  return Math.round((utc(date) - utc(today)) / 86_400_000);
}
