import type { InstalmentProvider } from "@storefront/api-contract/checkout";
import type { StorefrontId } from "../storefronts";
import { CardGatewayUnavailableError } from "./card-gateway";
import { callGateway, objectOf, stringOf, type GatewayAnswer, type GatewayHttpOptions } from "./gateway-http";
import type {
  InstalmentCheckout,
  InstalmentCheckoutRequest,
  InstalmentConfirmResult,
  InstalmentGateway,
  InstalmentStatus,
} from "./instalment-gateway";
import { paymentSandboxFromEnv } from "./payment-sandbox";
import { DEFAULT_GATEWAY_TIMEOUT_MS } from "./sandbox-card-gateway";

const STATUSES: readonly InstalmentStatus[] = ["Pending", "Approved", "Declined", "Cancelled", "Expired"];

function unexpected(answer: GatewayAnswer): CardGatewayUnavailableError {
  return new CardGatewayUnavailableError("unexpected-answer", `The instalment provider answered ${answer.status} to a call it should know`);
}

function statusOf(value: unknown): InstalmentStatus {
  const status = STATUSES.find((known) => known === value);
  if (!status) throw new CardGatewayUnavailableError("unexpected-answer", "The instalment provider answered an unknown status");
  return status;
}

/**
 * The instalment providers of apps/payment-sandbox, over HTTP: each under `/{provider}/v1`, each
 * storefront its own merchant account. Every call has the card gateway's deadline.
 */
export class SandboxInstalmentGateway implements InstalmentGateway {
  readonly http: GatewayHttpOptions;

  constructor(options: { baseUrl: string; timeoutMs?: number }) {
    this.http = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS };
  }

  private path(provider: InstalmentProvider, checkoutId?: string, action?: string): string {
    return `/${provider}/v1/checkouts${checkoutId ? `/${encodeURIComponent(checkoutId)}` : ""}${action ? `/${action}` : ""}`;
  }

  async createCheckout(request: InstalmentCheckoutRequest): Promise<InstalmentCheckout> {
    const body = {
      merchantAccount: request.storefront,
      reference: request.cartId,
      amount: request.amount,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
    };
    const answer = await callGateway(this.http, "POST", this.path(request.provider), body, { "idempotency-key": request.idempotencyKey });
    if (answer.status === 200) {
      const created = objectOf(answer.body);
      return {
        outcome: "created",
        checkoutId: stringOf(created.checkoutId, "checkoutId"),
        redirectUrl: stringOf(created.redirectUrl, "redirectUrl"),
      };
    }
    if (answer.status !== 400 && answer.status !== 422) throw unexpected(answer);
    const error = objectOf(answer.body);
    return { outcome: "refused", code: stringOf(error.errorCode, "errorCode"), message: stringOf(error.message, "message") };
  }

  async confirm(
    provider: InstalmentProvider,
    storefront: StorefrontId,
    checkoutId: string,
    token: string,
  ): Promise<InstalmentConfirmResult> {
    const answer = await callGateway(this.http, "POST", this.path(provider, checkoutId, "confirm"), { merchantAccount: storefront, token });
    if (answer.status === 400 || answer.status === 404 || answer.status === 422) return { verified: false };
    if (answer.status !== 200) throw unexpected(answer);
    const body = objectOf(answer.body);
    const errors = Array.isArray(body.errors) ? body.errors.map((error) => stringOf(error, "error")) : [];
    const paymentReference = typeof body.paymentReference === "string" ? body.paymentReference : null;
    return { verified: true, confirmation: { status: statusOf(body.status), paymentReference, errors } };
  }

  async cancel(provider: InstalmentProvider, storefront: StorefrontId, checkoutId: string) {
    const answer = await callGateway(this.http, "POST", this.path(provider, checkoutId, "cancels"), { merchantAccount: storefront });
    if (answer.status === 200) return statusOf(objectOf(answer.body).status);
    if (answer.status === 409) return "not-cancellable" as const;
    if (answer.status === 400 || answer.status === 404) return null;
    throw unexpected(answer);
  }

  async status(provider: InstalmentProvider, storefront: StorefrontId, checkoutId: string) {
    const answer = await callGateway(
      this.http,
      "GET",
      `${this.path(provider, checkoutId)}?merchantAccount=${encodeURIComponent(storefront)}`,
    );
    if (answer.status === 200) return statusOf(objectOf(answer.body).status);
    if (answer.status === 400 || answer.status === 404) return null;
    throw unexpected(answer);
  }
}

/** The sandbox's instalment providers at PAYMENT_SANDBOX_URL (./payment-sandbox.ts: required in production). */
export function sandboxInstalmentGatewayFromEnv(env: Record<string, string | undefined> = process.env): SandboxInstalmentGateway {
  return new SandboxInstalmentGateway(paymentSandboxFromEnv(env));
}
