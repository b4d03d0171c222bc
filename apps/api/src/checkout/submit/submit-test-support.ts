/**
 * Test support for the submit steps' own tests (not a test file): the test API and its payment
 * sandbox, the steps' context over the same database, and a shopper's cart with the checkout form
 * for it, as the browser sends it.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { accountSessions } from "../../accounts/sessions";
import { referenceDataLoader } from "../../catalogue/reference-data";
import { accounts, salespeople, stores } from "../../db/schema";
import { DEFAULT_RATE_LIMITS } from "../../http/rate-limits";
import { SESSION_COOKIE } from "../../http/session";
import { SandboxIdentityProvider } from "../../identity/sandbox";
import { storefrontById, type Storefront } from "../../storefronts";
import { Shopper, setupTestApi, TEST_SECRETS, type TestApi } from "../../test-helpers";
import {
  addToCart,
  checkoutBody,
  json,
  productFor,
  sandboxGateways,
  setupSandbox,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout-test-support";
import { cartPricing } from "../pricing";
import type { StaffCaller } from "../staff";
import { claimOf, validateOrder } from "./claim";
import type { PaymentRow, SubmitContext, SubmitInput } from "./input";
import { reservePayment, type PaymentClaim } from "./reserve";
import type { ValidatedOrder } from "./snapshot";

export interface SubmitSteps {
  api: TestApi;
  sandbox: ReturnType<typeof setupSandbox>;
  /** What the steps read: the test API's database and the sandbox's providers, on the clock of TEST_MONDAY. */
  context: SubmitContext;
  pricing: ReturnType<typeof cartPricing>;
}

/** The test API with its sandbox and the steps' context over its database; call at the top of a test file. */
export function setupSubmitSteps(): SubmitSteps {
  const sandbox = setupSandbox();
  const api = setupTestApi({
    ...sandboxGateways(sandbox),
    now: () => TEST_MONDAY,
    // Every test makes a shopper of its own: more carts and calendars from one address than ten minutes allow.
    rateLimits: { ...DEFAULT_RATE_LIMITS, cart: { max: 10_000, windowSeconds: 600 }, checkout: { max: 10_000, windowSeconds: 600 } },
  });
  const steps = { api, sandbox } as SubmitSteps;
  beforeAll(() => {
    const now = () => TEST_MONDAY;
    const identity = new SandboxIdentityProvider(api.db, { keys: TEST_SECRETS.identityKeys, now });
    steps.context = {
      db: api.db,
      reference: referenceDataLoader(api.db),
      now,
      cardGateway: sandbox.gateway,
      instalmentGateway: sandbox.instalments,
      zipInStoreGateway: sandbox.zipInStore,
      fraudCheck: sandbox.fraud,
      settingsOverrides: new Map(),
      accountSessions: accountSessions({ db: api.db, identity, now }),
    };
    steps.pricing = cartPricing(steps.context);
  });
  return steps;
}

/** A storefront by id (the test fails at once for an unknown one). */
export function storefront(id: string): Storefront {
  const found = storefrontById(id);
  if (!found) throw new Error(`no storefront ${id}`);
  return found;
}

/** The session id of the shopper's signed session cookie. */
export function sessionIdOf(api: TestApi, shopper: Shopper): string {
  const raw = shopper.cookies.get(SESSION_COOKIE);
  const unsigned = raw ? api.app.unsignCookie(decodeURIComponent(raw)) : undefined;
  if (!unsigned?.valid || !unsigned.value) throw new Error("the shopper has no session");
  return unsigned.value;
}

export interface ShopperCart {
  shopper: Shopper;
  sessionId: string;
  cartId: string;
  /** A product of the storefront from $400 to $2,000 (no proforma brand): delivered by us. */
  sku: string;
}

/** A new shopper with one product in their cart, and the code (a coupon or gift card) applied when given. */
export async function shopperWithCart(api: TestApi, brand = "wa", code?: string): Promise<ShopperCart> {
  const { sku } = await productFor(api.db, brand, { minPrice: 400, maxPrice: 2000, notBrands: ["Ironbark", "Emberline"] });
  const shopper = new Shopper();
  const cartId = await addToCart(api, shopper, brand, sku);
  if (code) {
    const applied = await api.request({ method: "POST", url: "/api/cart/coupon", brand, shopper, headers: json, payload: { code } });
    if (applied.statusCode !== 200) throw new Error(`${code} was not applied: ${applied.body}`);
  }
  return { shopper, sessionId: sessionIdOf(api, shopper), cartId, sku };
}

/** The submit's input for a cart: its checkout form (a weekday, the API's total, the card) with these changes. */
export async function submitInputFor(
  api: TestApi,
  cart: ShopperCart,
  changes: Record<string, unknown> = {},
  options: { brand?: string; staff?: StaffCaller | null; cardNo?: string } = {},
): Promise<SubmitInput> {
  const brand = options.brand ?? "wa";
  const body = await checkoutBody(api, cart.shopper, brand, options.cardNo ?? TEST_CARDS.approve, changes);
  return {
    storefront: storefront(brand),
    sessionId: cart.sessionId,
    accountId: null,
    staff: options.staff ?? null,
    idempotencyKey: `step-test-${cart.cartId}-${Math.random()}`,
    body: body as SubmitInput["body"],
    returnUrl: `http://127.0.0.1/api/checkout/3ds-return?cartId=${cart.cartId}`,
    storefrontOrigin: "http://127.0.0.1:6100",
  };
}

/** The validate and price steps' order for the input (claim.ts), as the pipeline makes it. */
export function validatedOrderFor(steps: SubmitSteps, input: SubmitInput): Promise<ValidatedOrder> {
  return validateOrder(steps.context, steps.pricing, input);
}

/** The payment the pipeline reserves for the input. */
export async function claimFor(steps: SubmitSteps, input: SubmitInput): Promise<PaymentClaim> {
  return claimOf(input, await validatedOrderFor(steps, input));
}

/** The seeded staff member with the store of their salesperson record (SP-17) on an AU storefront. */
export async function seededStaff(api: TestApi): Promise<StaffCaller> {
  const [account] = await api.db.select().from(accounts).where(eq(accounts.email, "staff@example.com")).limit(1);
  const [store] = await api.db
    .select({ store: stores })
    .from(stores)
    .innerJoin(salespeople, eq(salespeople.storeUri, stores.storeUri))
    .where(and(eq(salespeople.code, "SP-17"), eq(stores.country, "AU")))
    .limit(1);
  if (!account || !store) throw new Error("no seeded staff member with a store");
  return { account, store: store.store };
}

/** A payment the pipeline reserved for a new shopper's cart (with the code applied when given): the row and the input. */
export async function reservedPayment(
  steps: SubmitSteps,
  options: { code?: string; changes?: Record<string, unknown>; cardNo?: string; staff?: StaffCaller; tip?: number } = {},
): Promise<{ cart: ShopperCart; input: SubmitInput; row: PaymentRow }> {
  const cart = await shopperWithCart(steps.api, "wa", options.code);
  const form = await submitInputFor(steps.api, cart, options.changes, {
    staff: options.staff ?? null,
    ...(options.cardNo ? { cardNo: options.cardNo } : {}),
  });
  // A delivery tip (issue 45 item 4) is in the Order Total the page shows.
  const input = options.tip
    ? {
        ...form,
        body: { ...form.body, tip: options.tip, orderTotal: Math.round(((form.body.orderTotal as number) + options.tip) * 100) / 100 },
      }
    : form;
  const row = await reservePayment(
    steps.context.db,
    steps.context.now(),
    { ...input, sessionId: cart.sessionId },
    await claimFor(steps, input),
  );
  if (!row) throw new Error("the payment was not reserved");
  return { cart, input, row };
}
