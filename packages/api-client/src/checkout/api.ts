import { IDEMPOTENCY_KEY_HEADER, instalmentConfirmationPath } from "@storefront/api-contract/checkout";
import type { ApiClient, RequestOptions } from "../http/client";
import { ApiError } from "../http/errors";
import type {
  AvailabilityAnswer,
  AvailabilityRequest,
  CheckoutAnswer,
  CheckoutRequest,
  CheckoutView,
  InstalmentConfirmationAnswer,
  InstalmentProvider,
  OrderAnswer,
  PaymentConfiguration,
  PaymentConfigurationV2,
  PaymentStatusAnswer,
  VoidAnswer,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

/** GET /api/checkout: the checkout view (spec 2 §3). */
export function getCheckoutView(client: ApiClient, call?: Call): Promise<CheckoutView> {
  return client.get("/api/checkout", call);
}

/** POST /api/checkout/avail: the delivery calendar, services and requests for an address (spec 2 §4). */
export function postAvailability(client: ApiClient, request: AvailabilityRequest): Promise<AvailabilityAnswer> {
  return client.post("/api/checkout/avail", request);
}

/**
 * POST /api/checkout/void: cancels the payment of a cart (spec 2 §4 Submission 7). `keepalive`
 * lets the call outlive the page (a Zip in-store payment cancelled as the page unloads).
 */
export function voidPayment(
  client: ApiClient,
  request: { cartId: string; selectedPaymentOption: number },
  call: { keepalive?: boolean } = {},
): Promise<VoidAnswer> {
  return client.post("/api/checkout/void", request, call.keepalive ? { keepalive: true } : undefined);
}

/** The query of GET /api/payment/status (spec 2 §7). */
export interface PaymentStatusQuery {
  cartId: string;
  paymentReference: string;
  selectedPaymentOption: number;
}

/**
 * GET /api/payment/status?cartId=&paymentReference=&selectedPaymentOption= (spec 2 §4 "Zip
 * in-store polling"): the payment's state and message. A failed call is the ApiError with its status.
 */
export function getPaymentStatus(client: ApiClient, query: PaymentStatusQuery, call?: Call): Promise<PaymentStatusAnswer> {
  return client.get("/api/payment/status", {
    ...call,
    query: { cartId: query.cartId, paymentReference: query.paymentReference, selectedPaymentOption: String(query.selectedPaymentOption) },
    redirectOn404: false,
  });
}

/** spec 2 §7: the v1 payment configuration's stand-in when the call fails: no provider enabled. */
export const EMPTY_PAYMENT_CONFIGURATION: PaymentConfiguration = {
  klarna: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
  afterPay: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
  payPal: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
  payPalBnpl: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
  humm: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
  zip: {
    isEnabled: false,
    details: { minimumAmount: 0, maximumAmount: 0, repaymentPeriodMonths: 0, offerExpiry: null, offerExpiryInclusion: null },
  },
  applepay: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
  googlepay: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
  x509EncryptionKeys: {},
};

/**
 * GET /api/checkout/paymentconfiguration (non-trade storefronts): each provider's switch and
 * amount range. spec 2 §7: on error an empty default is used (no provider offered).
 */
export async function getPaymentConfiguration(client: ApiClient, call?: Call): Promise<PaymentConfiguration> {
  try {
    return await client.get<PaymentConfiguration>("/api/checkout/paymentconfiguration", { ...call, redirectOn404: false });
  } catch (error) {
    // A cancelled call stays cancelled: react-query drops it rather than caching the default.
    if (error instanceof Error && error.name === "AbortError") throw error;
    return EMPTY_PAYMENT_CONFIGURATION;
  }
}

/** GET /api/checkout/v2/paymentconfiguration (storefronts with the PaymentConfigurationV2 flag). */
export function getPaymentConfigurationV2(client: ApiClient, call?: Call): Promise<PaymentConfigurationV2> {
  return client.get("/api/checkout/v2/paymentconfiguration", { ...call, redirectOn404: false });
}

/**
 * POST /api/checkout/{provider}confirmation (spec 2 §4 "Instalment confirmations", §7): the
 * provider's return parameters as key=value pairs joined by & in the query string, empty body.
 */
export function confirmInstalmentPayment(
  client: ApiClient,
  provider: InstalmentProvider,
  params: Readonly<Record<string, string>>,
): Promise<InstalmentConfirmationAnswer> {
  return client.post(instalmentConfirmationPath(provider), undefined, { query: params, redirectOn404: false });
}

/** GET /api/checkout/order?id=: the order of a cart, for the session that placed it (spec 2 §2). */
export function getOrder(client: ApiClient, cartId: string, call?: Call): Promise<OrderAnswer> {
  return client.get("/api/checkout/order", { ...call, query: { id: cartId }, redirectOn404: false });
}

/** Answers of a submit that may be sent again with the same key: no answer at all, 409 still running, 502 to 504 gateway out of reach. */
export function isRetryableSubmitFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 409 || (error.status >= 502 && error.status <= 504));
}

export interface SubmitCheckoutOptions {
  /** One per submit (the shopper's click), the same on every retry of it (issue 12 item 5). */
  idempotencyKey: string;
  /** Retries after the first attempt; 3 by default. */
  retries?: number;
  /** Wait before retry n (1-based), in ms; 500 × n by default. */
  retryDelay?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/checkout with its Idempotency-Key. A lost answer, a 409 or a gateway error is sent
 * again with the same key, so the API makes at most one order however often it arrives.
 */
export async function submitCheckout(client: ApiClient, request: CheckoutRequest, options: SubmitCheckoutOptions): Promise<CheckoutAnswer> {
  const { idempotencyKey, retries = 3, retryDelay = (attempt) => 500 * attempt, sleep = wait } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await client.post<CheckoutAnswer>("/api/checkout", request, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
    } catch (error) {
      if (attempt >= retries || !isRetryableSubmitFailure(error)) throw error;
      await sleep(retryDelay(attempt + 1));
    }
  }
}
