/**
 * Test support for the checkout tests (not a test file): a real payment sandbox in-process on a
 * free loopback port, card requests built as the browser builds them, and checkout form values.
 */
import type { AvailabilityAnswer, AvailabilityDate, CheckoutView } from "@storefront/api-contract/checkout";
import { buildCardRequest } from "@storefront/api-contract/card-request";
import { buildSandbox } from "@storefront/payment-sandbox/app";
import { and, arrayContains, asc, eq, gte, inArray, lt, notInArray, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../db/client";
import { manufacturers, products } from "../db/schema";
import { SandboxCardGateway } from "../payments/sandbox-card-gateway";
import { SandboxInstalmentGateway } from "../payments/sandbox-instalment-gateway";
import { SandboxFraudCheck, SandboxZipInStoreGateway } from "../payments/zip-in-store-gateway";
import { TEST_TODAY } from "../test-clock";
import type { Shopper, TestApi } from "../test-helpers";

export const TEST_CARDS = {
  approve: "4111111111111111",
  approveMastercard: "5555555555554444",
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  challenge: "4000000000003220",
} as const;

/** The Monday on or after the test day, at 02:00 UTC: noon or 1 pm in Sydney, so same day is open. */
export const TEST_MONDAY = (() => {
  const date = new Date(TEST_TODAY);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date;
})();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** The base URLs of the running test sandboxes (the last one gives submit its fraud-check tokens). */
const sandboxUrls: string[] = [];

/** The gateways of setupTestApi, all the sandbox's: card, instalments, Zip in store and the fraud check. */
export function sandboxGateways(sandbox: ReturnType<typeof setupSandbox>) {
  return {
    cardGateway: () => sandbox.gateway,
    instalmentGateway: () => sandbox.instalments,
    zipInStoreGateway: () => sandbox.zipInStore,
    fraudCheck: () => sandbox.fraud,
  };
}

/** A fraud-check token of the test file's sandbox, as the checkout page's script gives it (POST /fraud/tokens). */
export async function fraudToken(): Promise<string> {
  const baseUrl = sandboxUrls.at(-1);
  if (!baseUrl) throw new Error("setupSandbox first: the fraud-check tokens come from its sandbox");
  const response = await fetch(`${baseUrl}/fraud/tokens`, { method: "POST" });
  return ((await response.json()) as { token: string }).token;
}

/** A payment sandbox for this test file; register before setupTestApi so it runs first. */
export function setupSandbox() {
  const state = { logs: [] as string[], clockOffsetMs: 0 } as {
    sandbox: FastifyInstance;
    gateway: SandboxCardGateway;
    /** The same sandbox's instalment providers. */
    instalments: SandboxInstalmentGateway;
    /** The same sandbox's Zip in store and fraud check. */
    zipInStore: SandboxZipInStoreGateway;
    fraud: SandboxFraudCheck;
    /** Moves the sandbox's clock (a Zip in-store payment expires after 10 minutes). */
    clockOffsetMs: number;
    baseUrl: string;
    dataDir: string;
    /** Every line the sandbox logged. */
    logs: string[];
  };
  beforeAll(async () => {
    state.dataDir = mkdtempSync(join(tmpdir(), "api-checkout-test-"));
    const port = await freePort();
    state.baseUrl = `http://127.0.0.1:${port}`;
    state.sandbox = await buildSandbox({
      dataDir: state.dataDir,
      publicUrl: state.baseUrl,
      logger: { level: "trace", stream: { write: (line: string) => state.logs.push(line) } },
      now: () => new Date(Date.now() + state.clockOffsetMs),
    });
    await state.sandbox.listen({ port, host: "127.0.0.1" });
    state.gateway = new SandboxCardGateway({ baseUrl: state.baseUrl, timeoutMs: 10_000 });
    state.instalments = new SandboxInstalmentGateway({ baseUrl: state.baseUrl, timeoutMs: 10_000 });
    state.zipInStore = new SandboxZipInStoreGateway({ baseUrl: state.baseUrl, timeoutMs: 10_000 });
    state.fraud = new SandboxFraudCheck({ baseUrl: state.baseUrl, timeoutMs: 10_000 });
    sandboxUrls.push(state.baseUrl);
  });
  afterAll(async () => {
    sandboxUrls.splice(sandboxUrls.indexOf(state.baseUrl), 1);
    await state.sandbox?.close();
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

export const json = { "content-type": "application/json" };

/** A product sold on the storefront, by price and whether its brand is a proforma one. */
export async function productFor(
  db: Database,
  storefront: string,
  condition: { minPrice?: number; maxPrice?: number; notBrands?: string[]; brands?: string[]; offset?: number },
): Promise<typeof products.$inferSelect> {
  const where: SQL[] = [arrayContains(products.storefronts, [storefront]), eq(products.stockStatus, "inStock")];
  const price = storefront === "aol-nz" ? products.priceNzd : products.priceAud;
  if (condition.minPrice !== undefined) where.push(gte(price, condition.minPrice));
  if (condition.maxPrice !== undefined) where.push(lt(price, condition.maxPrice));
  if (condition.notBrands?.length) where.push(notInArray(manufacturers.name, condition.notBrands));
  if (condition.brands?.length) where.push(inArray(manufacturers.name, condition.brands));
  const [row] = await db
    .select({ product: products })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(and(...where))
    .orderBy(asc(products.id))
    .offset(condition.offset ?? 0)
    .limit(1);
  if (!row) throw new Error("no product for the test");
  return row.product;
}

/** Adds a SKU to the shopper's cart and answers the cart id. */
export async function addToCart(api: TestApi, shopper: Shopper, brand: string, sku: string, qty = 1): Promise<string> {
  const response = await api.request({ method: "POST", url: "/api/cart/product", brand, shopper, headers: json, payload: { sku, qty } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { cartId: string }).cartId;
}

export async function cartOf(api: TestApi, shopper: Shopper, brand: string) {
  return (await api.request({ url: "/api/cart", brand, shopper })).json() as {
    cartId: string;
    orderTotal: number;
    savingTotal: number;
    couponCode: string | null;
    discounts: { code: string; kind: string; amount: number }[];
    products: unknown[];
  };
}

export const SYDNEY = { address: "1 Test Street", suburb: "SYDNEY", state: "NSW", postcode: "2000", country: "AU" };
export const DARWIN = { address: "1 Test Street", suburb: "DARWIN", state: "NT", postcode: "0800", country: "AU" };
export const PONSONBY = { address: "1 Test Street", suburb: "PONSONBY", postcode: "1011", country: "NZ" };

export function formValues(cartId: string, changes: Record<string, unknown> = {}, address: Record<string, unknown> = SYDNEY) {
  return {
    cartId,
    email: "jane@example.com",
    phoneNumber: address.country === "NZ" ? "021 234 5678" : "0412 345 678",
    newsletter: true,
    selectedPaymentOption: 0,
    deliveryAddress: { firstName: "Jane", lastName: "Citizen", companyName: null, deliveryInstructions: null, ...address },
    billingAddress: null,
    deliveryServices: [],
    ...changes,
  };
}

export async function availability(
  api: TestApi,
  shopper: Shopper,
  brand: string,
  cartId: string,
  address: Record<string, unknown> = SYDNEY,
) {
  const response = await api.request({
    method: "POST",
    url: "/api/checkout/avail",
    brand,
    shopper,
    headers: json,
    payload: formValues(cartId, { cardDetails: null, deliveryDate: null }, address),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AvailabilityAnswer;
}

/** Ours: the answer a shopper gives to each unique delivery requirement the calendar asks (issue 44 item 5). */
export const REQUIREMENT_ANSWER = "Ground floor, 900 mm front door, parking in the drive";

/** The answers to the requirements the availability answer asks, as the form sends them. */
export function requirementAnswers(answer: AvailabilityAnswer): { id: string; answer: string }[] {
  return answer.uniqueDeliveryRequirements.map(({ id }) => ({ id, answer: REQUIREMENT_ANSWER }));
}

/** The first available weekday that is not today (free or 29), or a Saturday. */
export function pickDay(answer: AvailabilityAnswer, kind: "weekday" | "saturday" | "sameDay" | "fee"): AvailabilityDate {
  const all = [...answer.availability, ...answer.extendedAvailability];
  const weekday = (d: AvailabilityDate) => new Date(Date.UTC(d.date[0], d.date[1] - 1, d.date[2])).getUTCDay();
  const found = all.find((d) => {
    if (!d.available) return false;
    if (kind === "sameDay") return d.sameDay;
    if (kind === "fee") return d.storageFee > 0;
    if (d.sameDay || d.storageFee > 0) return false;
    return kind === "saturday" ? weekday(d) === 6 : weekday(d) >= 1 && weekday(d) <= 5;
  });
  if (!found) throw new Error(`no ${kind} day in the calendar`);
  return found;
}

/** The card request of @storefront/api-contract (as the checkout builds it) for a test card, with the storefront's certificate from the checkout view. */
export async function cardFields(api: TestApi, brand: string, cardNo: string, changes: { expiryDate?: string } = {}) {
  const view = (await api.request({ url: "/api/checkout", brand })).json() as CheckoutView;
  const built = await buildCardRequest(
    { nameOnCard: "Jane Citizen", cardNo, expiryDate: changes.expiryDate ?? "03 / 2031", cvv: "737" },
    { certificate: view.x509EncryptionKeys[brand] as string, browserInfo: { screenHeight: 900, screenWidth: 1440 } },
  );
  if (!built.ok) throw new Error(built.messages.join(" "));
  return built.request;
}

/** Builds a whole checkout body for a cart: a weekday, the API's total and the card. */
export async function checkoutBody(
  api: TestApi,
  shopper: Shopper,
  brand: string,
  cardNo: string,
  changes: Record<string, unknown> = {},
  address: Record<string, unknown> = SYDNEY,
) {
  const cart = await cartOf(api, shopper, brand);
  const calendar = await availability(api, shopper, brand, cart.cartId, address);
  const day = pickDay(calendar, "weekday");
  return {
    ...formValues(cart.cartId, {}, address),
    deliveryDate: day.date as [number, number, number],
    orderTotal: Math.round((cart.orderTotal + day.price) * 100) / 100,
    uniqueDeliveryRequirements: requirementAnswers(calendar),
    ...(await cardFields(api, brand, cardNo)),
    fraudCheckToken: await fraudToken(),
    ...changes,
  };
}

/** The form of a checkout paid by an instalment provider: no card data at all. */
export async function instalmentCheckoutBody(
  api: TestApi,
  shopper: Shopper,
  brand: string,
  option: number,
  changes: Record<string, unknown> = {},
) {
  const address = brand === "aol-nz" ? PONSONBY : SYDNEY;
  const cart = await cartOf(api, shopper, brand);
  const calendar = await availability(api, shopper, brand, cart.cartId, address);
  const day = pickDay(calendar, "weekday");
  return {
    ...formValues(cart.cartId, { selectedPaymentOption: option }, address),
    deliveryDate: day.date as [number, number, number],
    orderTotal: Math.round((cart.orderTotal + day.price) * 100) / 100,
    uniqueDeliveryRequirements: requirementAnswers(calendar),
    ...changes,
  };
}

let keys = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keys += 1)}`;

/**
 * POST /api/checkout with the Idempotency-Key, and a fresh fraud-check token from the sandbox
 * unless the payload names fraudCheckToken itself (even as undefined: a test of a missing token).
 */
export async function submit(
  api: TestApi,
  shopper: Shopper,
  brand: string,
  payload: object,
  key = newKey(),
  headers: Record<string, string> = {},
) {
  const body = Object.hasOwn(payload, "fraudCheckToken") ? payload : { ...payload, fraudCheckToken: await fraudToken() };
  return api.request({
    method: "POST",
    url: "/api/checkout",
    brand,
    shopper,
    headers: { ...json, "idempotency-key": key, ...headers },
    payload: body,
  });
}

/** The first form of an HTML page: its action and hidden fields. */
export function formOf(html: string, baseUrl: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");
  const action = unescape(/<form[^>]*\baction="([^"]*)"/.exec(html)?.[1] ?? "");
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], unescape(m[2] as string)]),
  );
  return { action: new URL(action, baseUrl).toString(), fields };
}

/** The shopper's browser on the challenge: posts secure3DResponse, presses a button, answers the fields posted back and where. */
export async function completeChallenge(htmlFormToPost: string, baseUrl: string, decision: "approve" | "refuse") {
  const post = async (action: string, fields: Record<string, string>) =>
    (await fetch(action, { method: "POST", body: new URLSearchParams(fields) })).text();
  const opening = formOf(htmlFormToPost, baseUrl);
  const challenge = formOf(await post(opening.action, opening.fields), baseUrl);
  return formOf(await post(challenge.action, { ...challenge.fields, decision }), baseUrl);
}

/**
 * Posts the fields the challenge page posted back, as the browser would from the gateway's page
 * (another site: the sandbox's Origin, Sec-Fetch-Site cross-site), and answers where it is sent.
 */
export async function postChallengeReturn(
  api: TestApi,
  sandboxBaseUrl: string,
  action: string,
  fields: Record<string, string>,
  shopper: Shopper,
): Promise<string> {
  const url = new URL(action);
  const response = await api.request({
    method: "POST",
    url: `${url.pathname}${url.search}`,
    shopper,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(sandboxBaseUrl).origin,
      "sec-fetch-site": "cross-site",
    },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location as string;
}

/** The shopper on an instalment provider's hosted page presses a button; answers where the browser is sent back. */
export async function answerAtProvider(redirectUrl: string, decision: "approve" | "decline" | "cancel"): Promise<URL> {
  const page = await fetch(redirectUrl, { redirect: "manual" });
  // A checkout already answered or cancelled sends the browser straight back with the standing result.
  if (page.status === 303) return new URL(page.headers.get("location") as string);
  const html = await page.text();
  expect(html).toMatch(/<button[^>]*>Approve<\/button>/);
  const action = /<form[^>]*\baction="([^"]*)"/.exec(html)?.[1] as string;
  const back = await fetch(new URL(action, redirectUrl), { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
  expect(back.status).toBe(303);
  return new URL(back.headers.get("location") as string);
}

/** The checkout page posts the provider's return parameters to the confirmation, in the query with an empty body. */
export async function confirmProviderReturn(
  api: TestApi,
  shopper: Shopper,
  brand: string,
  back: URL,
  provider = back.searchParams.get("provider") as string,
) {
  const query = new URLSearchParams([...back.searchParams].filter(([name]) => name !== "provider"));
  return api.request({ method: "POST", url: `/api/checkout/${provider}confirmation?${query}`, brand, shopper });
}
