import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCardRequest } from "@storefront/api-contract/card-request";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildSandbox, type SandboxOptions } from "./app";

/** Shared fixtures of the sandbox's tests: one sandbox per test file, cards built as the checkout builds them (@storefront/api-contract). */

export const PUBLIC_URL = "http://sandbox.test";
export const RETURN_URL = "https://shop.test/api/checkout/3ds-return?cartId=cart-1";

export interface TestSandbox {
  app: FastifyInstance;
  dataDir: string;
  /** Every log line the sandbox wrote, at trace level. */
  logLines: string[];
  /** A second sandbox on the same data folder, as after a restart (with its clock moved, say). */
  restart(changes?: Partial<SandboxOptions>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), "payment-sandbox-test-"));
  const logLines: string[] = [];
  const build = (changes: Partial<SandboxOptions> = {}) =>
    buildSandbox({
      dataDir,
      publicUrl: PUBLIC_URL,
      merchantAccounts: ["wa", "aol"],
      card: { slowCardDelayMs: 300 },
      logger: { level: "trace", stream: { write: (line: string) => logLines.push(line) } },
      ...options,
      ...changes,
    });
  const apps = [await build()];
  return {
    app: apps[0] as FastifyInstance,
    dataDir,
    logLines,
    async restart(changes) {
      const app = await build(changes);
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function certificateOf(app: FastifyInstance, merchantAccount: string): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/card/v1/certificates" });
  const certificate = (response.json() as { x509EncryptionKeys: Record<string, string> }).x509EncryptionKeys[merchantAccount];
  if (!certificate) throw new Error(`no certificate for ${merchantAccount}`);
  return certificate;
}

export interface TestCardInput {
  cardNo: string;
  cvv?: string;
  expiryDate?: string;
  nameOnCard?: string;
}

/** The card request as the browser builds it: checked, then encrypted with the brand's certificate. */
export async function encryptedCard(card: TestCardInput, certificate: string, now?: Date) {
  const result = await buildCardRequest(
    { nameOnCard: "Jane Citizen", expiryDate: "03 / 2031", cvv: "737", ...card },
    { certificate, browserInfo: { screenHeight: 900, screenWidth: 1440 }, ...(now ? { now } : {}) },
  );
  if (!result.ok) throw new Error(`card check failed: ${result.messages.join(" ")}`);
  return result.request;
}

/** The body the merchant's server sends to authorise a payment. */
export async function authorisationBody(app: FastifyInstance, card: TestCardInput, overrides: Record<string, unknown> = {}) {
  const merchantAccount = typeof overrides.merchantAccount === "string" ? overrides.merchantAccount : "wa";
  return {
    merchantAccount,
    reference: "cart-1",
    amount: { value: 129_900, currency: "AUD" },
    ...(await encryptedCard(card, await certificateOf(app, merchantAccount))),
    returnUrl: RETURN_URL,
    ...overrides,
  };
}

export function postPayment(app: FastifyInstance, body: unknown, idempotencyKey: string = randomUUID()): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/card/v1/payments", headers: { "idempotency-key": idempotencyKey }, payload: body as object });
}

export async function pay(
  app: FastifyInstance,
  card: TestCardInput,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await postPayment(app, await authorisationBody(app, card, overrides));
  if (response.statusCode !== 200) throw new Error(`payment answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** The first form of an HTML page: its action and hidden fields. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*\baction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error("no form on the page");
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] as string] = unescapeHtml(match[2] as string);
  }
  return { action: unescapeHtml(action), fields };
}

/** A browser form post to one of the sandbox's pages. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: url.startsWith(PUBLIC_URL) ? url.slice(PUBLIC_URL.length) : url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}
