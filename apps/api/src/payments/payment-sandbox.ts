import { isProductionStart } from "../environment";

/** Where `pnpm start` runs apps/payment-sandbox. */
export const DEFAULT_PAYMENT_SANDBOX_URL = "http://127.0.0.1:4010";

/**
 * The address of the payment sandbox (apps/payment-sandbox) that stands in for the card gateway,
 * the instalment providers, Zip in store and the fraud check: PAYMENT_SANDBOX_URL, with
 * PAYMENT_GATEWAY_TIMEOUT_MS as every call's deadline when set.
 *
 * Outside production an unset PAYMENT_SANDBOX_URL is the sandbox's default port. A production
 * start never falls back to it (ARCHITECTURE.md decision 12, issue 41): whatever answers on that
 * port would approve the shop's payments, so without PAYMENT_SANDBOX_URL the start stops, naming
 * it. A shop without a way to pay is no shop; an operator wants to hear so at the deploy.
 */
export function paymentSandboxFromEnv(env: Record<string, string | undefined>): { baseUrl: string; timeoutMs?: number } {
  const configured = env.PAYMENT_SANDBOX_URL?.trim();
  if (!configured && isProductionStart(env)) {
    throw new Error(
      "The API will not start in production without PAYMENT_SANDBOX_URL: card payments, instalments, Zip in store and the " +
        "fraud check go to the payment provider at that address, and a production start never falls back to the local " +
        `sandbox (${DEFAULT_PAYMENT_SANDBOX_URL}).`,
    );
  }
  const timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS ? Number(env.PAYMENT_GATEWAY_TIMEOUT_MS) : undefined;
  return { baseUrl: configured || DEFAULT_PAYMENT_SANDBOX_URL, ...(timeoutMs ? { timeoutMs } : {}) };
}
