import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type {
  AvailabilityResponse,
  CheckoutFormValues,
  CheckoutRequest,
  CheckoutResponse,
  CheckoutView,
  ConfirmationProvider,
  PaymentConfiguration,
  PaymentConfigurationV2,
  PaymentConfirmationResult,
  PaymentStatusAnswer,
  PaymentStatusQuery,
  SuburbResult,
  VoidPaymentRequest,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getCheckoutView(client: ApiClient, call?: Call): Promise<CheckoutView> {
  return client.get("/api/checkout", call);
}

export function postCheckout(client: ApiClient, request: CheckoutRequest): Promise<CheckoutResponse> {
  return client.post("/api/checkout", request);
}

/** spec 2 §7: the form with card details and delivery date nulled. */
export function postAvailability(client: ApiClient, form: CheckoutFormValues): Promise<AvailabilityResponse> {
  return client.post("/api/checkout/avail", { ...form, cardDetails: null, deliveryDate: null });
}

export function voidPayment(client: ApiClient, request: VoidPaymentRequest): Promise<void> {
  return client.post("/api/checkout/void", request);
}

export function getPaymentStatus(client: ApiClient, query: PaymentStatusQuery, call?: Call): Promise<PaymentStatusAnswer> {
  return client.get("/api/payment/status", { ...call, query: { ...query } });
}

/**
 * spec 2 §7: the provider's return parameters go as key=value pairs joined by & in the query
 * string, with an empty body.
 */
export function confirmPayment(client: ApiClient, provider: ConfirmationProvider, params: Record<string, string>): Promise<PaymentConfirmationResult> {
  return client.post(`/api/checkout/${provider}confirmation`, undefined, { query: params });
}

/** Non-trade apps; on error an empty default is used (spec 2 §7). */
export async function getPaymentConfiguration(client: ApiClient, call?: Call): Promise<PaymentConfiguration> {
  try {
    return await client.get<PaymentConfiguration>("/api/checkout/paymentconfiguration", { ...call, redirectOn404: false });
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") throw error;
    return emptyPaymentConfiguration();
  }
}

/** The trade app (BrandConfig checkout.paymentConfigVersion 2). */
export function getPaymentConfigurationV2(client: ApiClient, call?: Call): Promise<PaymentConfigurationV2> {
  return client.get("/api/checkout/v2/paymentconfiguration", call);
}

export function emptyPaymentConfiguration(): PaymentConfiguration {
  const off = { isEnabled: false, details: null };
  return { Klarna: off, AfterPay: off, PayPal: off, Humm: off, Zip: off, applepay: off, googlepay: off, x509EncryptionKeys: {} };
}

/** spec 2 §5: the suburb search begins after more than 2 characters. */
export function searchSuburbs(client: ApiClient, text: string, call?: Call): Promise<SuburbResult[]> {
  return client.get(path`/api/locality/${text}`, call);
}

/** A failure clears the suburb (spec 2 §7). */
export function lookupSuburb(client: ApiClient, suburb: string, state: string, postcode: string, call?: Call): Promise<SuburbResult> {
  return client.get(path`/api/locality/${suburb}/${state}/${postcode}`, { ...call, redirectOn404: false });
}
