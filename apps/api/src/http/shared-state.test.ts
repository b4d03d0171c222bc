import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartOf,
  checkoutBody,
  json,
  newKey,
  productFor,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { orders, payments } from "../db/schema";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { bearer, Shopper, setupTestApiProcesses, signIn, type TestApi } from "../test-helpers";
import { DEFAULT_RATE_LIMITS } from "./rate-limits";
import { FREE_FAILURES } from "../accounts/sign-in-throttle";

/**
 * Two API processes behind a balancer that sends each request to either (issue 43 item 6): every
 * piece of a shopper's state lives in the database, so alternating processes changes nothing.
 * The CI smoke of item 6 runs this on PostgreSQL, each process with its own pool.
 */
const sandbox = setupSandbox();
const [a, b] = setupTestApiProcesses({
  ...sandboxGateways(sandbox),
  now: () => TEST_MONDAY,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    forms: { max: 4, windowSeconds: 600 },
    signInAccount: { max: 6, windowSeconds: 900 },
    signInAddress: { max: 50, windowSeconds: 900 },
  },
});
/** The process a balancer without stickiness picks for the n-th request: each in turn. */
const either = (n: number): TestApi => (n % 2 === 0 ? a : b);
const [, customer] = SANDBOX_ACCOUNTS;

describe("state shared by two API processes (issue 43 item 6)", () => {
  it("a cart filled on one process is the cart on the other, one line added on each", async () => {
    const shopper = new Shopper();
    const first = await productFor(a.db, "wa", { maxPrice: 300 });
    const second = await productFor(a.db, "wa", { maxPrice: 300, offset: 1 });
    const cartId = await addToCart(a, shopper, "wa", first.sku);
    expect(await addToCart(b, shopper, "wa", second.sku)).toBe(cartId);
    for (const api of [a, b]) {
      const cart = await cartOf(api, shopper, "wa");
      expect(cart.cartId).toBe(cartId);
      expect(cart.products).toHaveLength(2);
    }
  });

  it("a session signed in on one process is signed in on the other, and signed out on both by either", async () => {
    const token = await signIn(a, customer.email, customer.password);
    expect((await b.request({ url: "/api/account", headers: bearer(token) })).statusCode).toBe(200);
    expect(
      (await b.request({ method: "POST", url: "/api/account/logout", headers: { ...bearer(token), ...json }, payload: {} })).statusCode,
    ).toBe(200);
    for (const api of [a, b]) expect((await api.request({ url: "/api/account", headers: bearer(token) })).statusCode).toBe(401);
  });

  it("counts one client's failed sign-ins across processes and makes it wait on both past the free ones", async () => {
    // The throttle of issue 41 item 7: failures count per account and client (here one address),
    // in the shared rate_limits rows; five are free, then the client waits, whichever process it reaches.
    const attempt = (n: number, password: string) =>
      either(n).app.inject({
        method: "POST",
        url: "/api/account/login-redir",
        remoteAddress: "198.51.100.60",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ email: "Shared@Example.com", password, returnUrl: "/cart", nonce: "nonce-12345678" }).toString(),
      });
    for (let n = 0; n < FREE_FAILURES; n += 1)
      expect((await attempt(n, `wrong-${n}`)).headers.location, `try ${n}`).toMatch(/error=credentials/);
    expect((await attempt(FREE_FAILURES, "wrong-5")).headers.location).toMatch(/error=throttled/);
    expect((await attempt(FREE_FAILURES + 1, "wrong-6")).headers.location).toMatch(/error=throttled/);
  });

  it("counts a shopper's writes across processes: the limit is the shop's, not each process's", async () => {
    const newsletter = (n: number) =>
      either(n).app.inject({
        method: "POST",
        url: "/api/kitchenclub/newsletter",
        remoteAddress: "198.51.100.90",
        headers: { ...json, "x-storefront-brand": "wa" },
        payload: { name: "Kiri", email: `shared${n}@example.com`, postcode: "2000" },
      });
    for (let n = 0; n < 4; n += 1) expect((await newsletter(n)).statusCode, `write ${n}`).toBe(201);
    expect((await newsletter(4)).statusCode).toBe(429);
    expect((await newsletter(5)).statusCode).toBe(429);
  });

  it("behind the balancer, counts the shopper X-Forwarded-For names, not the balancer's address", async () => {
    const throughBalancer = (n: number, shopperAddress: string) =>
      either(n).app.inject({
        method: "POST",
        url: "/api/kitchenclub/newsletter",
        // The peer is the balancer on this machine (TRUST_PROXY: loopback by default).
        remoteAddress: "127.0.0.1",
        headers: { ...json, "x-storefront-brand": "wa", "x-forwarded-for": shopperAddress },
        payload: { name: "Kiri", email: `balanced${n}@example.com`, postcode: "2000" },
      });
    for (let n = 0; n < 4; n += 1) expect((await throughBalancer(n, "203.0.113.40")).statusCode).toBe(201);
    expect((await throughBalancer(4, "203.0.113.40")).statusCode).toBe(429);
    // Another shopper behind the same balancer is not refused for the first one's writes.
    expect((await throughBalancer(5, "203.0.113.41")).statusCode).toBe(201);
  });

  it("one Idempotency-Key submitted to both processes at once makes one order and one payment, answered the same", async () => {
    const shopper = new Shopper();
    const product = await productFor(a.db, "wa", { minPrice: 400, maxPrice: 2000, notBrands: ["Ironbark", "Emberline"] });
    const cartId = await addToCart(a, shopper, "wa", product.sku);
    const body = await checkoutBody(b, shopper, "wa", TEST_CARDS.approve);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => submit(either(n), shopper, "wa", body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ orderCompleted: true });
    expect(await a.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
    expect(await a.db.select().from(payments).where(eq(payments.cartId, cartId))).toHaveLength(1);
    // The retry a balancer sends to the other process answers the same order.
    expect((await submit(b, shopper, "wa", body, key)).body).toBe(answers[0]?.body);
  });
});
