import type { StorefrontId } from "../storefronts";
import { CardGatewayUnavailableError, type Money } from "./card-gateway";
import { callGateway, objectOf, stringOf, type GatewayAnswer, type GatewayHttpOptions } from "./gateway-http";
import { paymentSandboxFromEnv } from "./payment-sandbox";
import { DEFAULT_GATEWAY_TIMEOUT_MS } from "./sandbox-card-gateway";

/**
 * Zip in store (issue 14 item 4) as the API sees it: staff type the customer's 6-digit store code,
 * the API asks Zip for an in-store payment of the order's amount for that code, the customer
 * approves or declines it in their Zip app, and the API asks for its state while the checkout page
 * polls. `SandboxZipInStoreGateway` plays it against apps/payment-sandbox; failures to reach it are
 * CardGatewayUnavailableError, as for the card.
 */

export type ZipInStoreStatus = "Pending" | "Approved" | "Declined" | "Cancelled" | "Expired";

export interface ZipInStoreRequest {
  storefront: StorefrontId;
  cartId: string;
  amount: Money;
  /** The customer's 6-digit store code (devicePaymentCode). */
  storeCode: string;
  /** Stable across the retries of one submit: the same key never asks the customer twice. */
  idempotencyKey: string;
}

export type ZipInStoreCreated =
  | { outcome: "created"; paymentId: string }
  /** Zip refused the request itself (the store code, the amount): nothing was made. */
  | { outcome: "refused"; code: string; message: string };

export interface ZipInStorePayment {
  status: ZipInStoreStatus;
  /** Zip's payment reference once approved. */
  paymentReference: string | null;
}

export interface ZipInStoreGateway {
  create(request: ZipInStoreRequest): Promise<ZipInStoreCreated>;
  /** The payment's state; null when Zip does not know it. */
  status(storefront: StorefrontId, paymentId: string): Promise<ZipInStorePayment | null>;
  /** Cancels a pending payment; "not-cancellable" when the customer already answered; null when unknown. */
  cancel(storefront: StorefrontId, paymentId: string): Promise<ZipInStoreStatus | "not-cancellable" | null>;
}

const STATUSES: readonly ZipInStoreStatus[] = ["Pending", "Approved", "Declined", "Cancelled", "Expired"];

function unexpected(answer: GatewayAnswer): CardGatewayUnavailableError {
  return new CardGatewayUnavailableError("unexpected-answer", `Zip in store answered ${answer.status} to a call it should know`);
}

function statusOf(value: unknown): ZipInStoreStatus {
  const status = STATUSES.find((known) => known === value);
  if (!status) throw new CardGatewayUnavailableError("unexpected-answer", "Zip in store answered an unknown status");
  return status;
}

/** The payment sandbox's Zip in store under `/zip/instore/v1`, each storefront its own merchant account. */
export class SandboxZipInStoreGateway implements ZipInStoreGateway {
  readonly http: GatewayHttpOptions;

  constructor(options: { baseUrl: string; timeoutMs?: number }) {
    this.http = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS };
  }

  private path(paymentId?: string, action?: string): string {
    return `/zip/instore/v1/payments${paymentId ? `/${encodeURIComponent(paymentId)}` : ""}${action ? `/${action}` : ""}`;
  }

  async create(request: ZipInStoreRequest): Promise<ZipInStoreCreated> {
    const body = { merchantAccount: request.storefront, reference: request.cartId, storeCode: request.storeCode, amount: request.amount };
    const answer = await callGateway(this.http, "POST", this.path(), body, { "idempotency-key": request.idempotencyKey });
    if (answer.status === 200) return { outcome: "created", paymentId: stringOf(objectOf(answer.body).paymentId, "paymentId") };
    if (answer.status !== 400 && answer.status !== 422) throw unexpected(answer);
    const error = objectOf(answer.body);
    return { outcome: "refused", code: stringOf(error.errorCode, "errorCode"), message: stringOf(error.message, "message") };
  }

  async status(storefront: StorefrontId, paymentId: string): Promise<ZipInStorePayment | null> {
    const answer = await callGateway(this.http, "GET", `${this.path(paymentId)}?merchantAccount=${encodeURIComponent(storefront)}`);
    if (answer.status === 400 || answer.status === 404) return null;
    if (answer.status !== 200) throw unexpected(answer);
    const body = objectOf(answer.body);
    return { status: statusOf(body.status), paymentReference: typeof body.paymentReference === "string" ? body.paymentReference : null };
  }

  async cancel(storefront: StorefrontId, paymentId: string) {
    const answer = await callGateway(this.http, "POST", this.path(paymentId, "cancels"), { merchantAccount: storefront });
    if (answer.status === 200) return statusOf(objectOf(answer.body).status);
    if (answer.status === 409) return "not-cancellable" as const;
    if (answer.status === 400 || answer.status === 404) return null;
    throw unexpected(answer);
  }
}

/**
 * The fraud check (issue 14 item 5): the checkout page runs the provider's script, which gives a
 * token; the API asks the provider whether the token is genuine before it places an order.
 */
export interface FraudCheck {
  verify(token: string): Promise<boolean>;
}

/** `fc.<random>.<hmac>`: anything else is refused without a call. */
export const FRAUD_TOKEN_PATTERN = /^fc\.[A-Za-z0-9_-]{8,200}\.[A-Za-z0-9_-]{16,200}$/;

/** The payment sandbox's fraud check: `POST /fraud/verify { token }` answers `{ valid }`. */
export class SandboxFraudCheck implements FraudCheck {
  readonly http: GatewayHttpOptions;

  constructor(options: { baseUrl: string; timeoutMs?: number }) {
    this.http = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS };
  }

  async verify(token: string): Promise<boolean> {
    if (!FRAUD_TOKEN_PATTERN.test(token)) return false;
    const answer = await callGateway(this.http, "POST", "/fraud/verify", { token });
    if (answer.status === 400 || answer.status === 422) return false;
    if (answer.status !== 200) throw unexpected(answer);
    return objectOf(answer.body).valid === true;
  }
}

/** The sandbox's Zip in store at PAYMENT_SANDBOX_URL (./payment-sandbox.ts: required in production). */
export const sandboxZipInStoreGatewayFromEnv = (env: Record<string, string | undefined> = process.env) =>
  new SandboxZipInStoreGateway(paymentSandboxFromEnv(env));
/** The sandbox's fraud check at PAYMENT_SANDBOX_URL (./payment-sandbox.ts: required in production). */
export const sandboxFraudCheckFromEnv = (env: Record<string, string | undefined> = process.env) =>
  new SandboxFraudCheck(paymentSandboxFromEnv(env));
