import { describe, expect, it } from "vitest";
import { TEST_TODAY } from "../test-clock";
import { setupTestApi } from "../test-helpers";
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from "./rate-limits";

/** The test's clock: moved forward instead of sleeping. */
let clock = TEST_TODAY.getTime();
const api = setupTestApi({
  now: () => new Date(clock),
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    forms: { max: 3, windowSeconds: 120 },
    signInAccount: { max: 10, windowSeconds: 900 },
    signInAddress: { max: 20, windowSeconds: 900 },
  },
});

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };

function signIn(password: string, remoteAddress = "198.51.100.20") {
  return api.app.inject({
    method: "POST",
    url: "/api/account/login-redir",
    remoteAddress,
    headers: form,
    payload: new URLSearchParams({ email: "Customer@Example.com", password, returnUrl: "/cart", nonce: "nonce-12345678" }).toString(),
  });
}

describe("rate limits on public writes (issue 18 item 7)", () => {
  it("answers 429 with Retry-After and a message past the limit, per client address, until the window passes", async () => {
    const newsletter = (email: string, remoteAddress: string) =>
      api.app.inject({
        method: "POST",
        url: "/api/kitchenclub/newsletter",
        remoteAddress,
        headers: { ...json, "x-storefront-brand": "wa" },
        payload: { name: "Kiri", email, postcode: "2000" },
      });
    for (let n = 1; n <= 3; n += 1) expect((await newsletter(`kiri${n}@example.com`, "198.51.100.7")).statusCode).toBe(201);
    const refused = await newsletter("kiri4@example.com", "198.51.100.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("120");
    expect(refused.json()).toEqual({ message: "Too many requests. Please wait 2 minutes and try again." });
    expect((await newsletter("kiri5@example.com", "198.51.100.8")).statusCode).toBe(201);

    clock += 121_000;
    expect((await newsletter("kiri6@example.com", "198.51.100.7")).statusCode).toBe(201);
  });

  it("reads the limits from the environment as max/seconds and refuses a malformed one", () => {
    expect(rateLimitsFromEnv({ RATE_LIMIT_CART: "5/60" }).cart).toEqual({ max: 5, windowSeconds: 60 });
    expect(rateLimitsFromEnv({}).forms).toEqual(DEFAULT_RATE_LIMITS.forms);
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_FORMS: "lots" })).toThrow(/RATE_LIMIT_FORMS must be written max\/seconds/);
  });
});

describe("sign-in throttle", () => {
  it("refuses the right password after 15 wrong ones until the window passes, with the wait in minutes", async () => {
    for (let n = 1; n <= 15; n += 1) {
      const wrong = await signIn(`wrong-password-${n}`);
      expect(wrong.statusCode).toBe(303);
      expect(wrong.headers.location).toMatch(n <= 10 ? /error=credentials/ : /error=throttled&.*wait=15$/);
    }
    const right = await signIn("Customer-sandbox-1");
    expect(right.headers.location).toBe("/account/login?error=throttled&returnUrl=%2Fcart&wait=15");
    expect(right.headers["retry-after"]).toBe("900");

    clock += 5 * 60_000;
    expect((await signIn("Customer-sandbox-1")).headers.location).toMatch(/error=throttled&.*wait=10$/);

    clock += 10 * 60_000 + 1000;
    expect((await signIn("Customer-sandbox-1")).headers.location).toMatch(/^\/blank\/account\/login-callback#access_token=/);
  });

  it("forgets an account's failed sign-ins once the right password gets in", async () => {
    clock += 16 * 60_000;
    const address = "198.51.100.40";
    for (let n = 1; n <= 9; n += 1) expect((await signIn(`wrong-${n}`, address)).headers.location).toMatch(/error=credentials/);
    expect((await signIn("Customer-sandbox-1", address)).headers.location).toMatch(/^\/blank\/account\/login-callback#/);
    for (let n = 1; n <= 9; n += 1) expect((await signIn(`wrong-again-${n}`, address)).headers.location).toMatch(/error=credentials/);
    expect((await signIn("Customer-sandbox-1", address)).headers.location).toMatch(/^\/blank\/account\/login-callback#/);
  });

  it("throttles one client address across accounts, and leaves other addresses alone", async () => {
    const attempt = (email: string, remoteAddress: string) =>
      api.app.inject({
        method: "POST",
        url: "/api/account/login-redir",
        remoteAddress,
        headers: form,
        payload: new URLSearchParams({ email, password: "not-the-password", nonce: "nonce-12345678" }).toString(),
      });
    for (let n = 1; n <= 20; n += 1) {
      expect((await attempt(`nobody${n}@example.com`, "198.51.100.30")).headers.location).toMatch(/error=credentials/);
    }
    expect((await attempt("someone-else@example.com", "198.51.100.30")).headers.location).toMatch(/error=throttled/);
    expect((await attempt("someone-else@example.com", "198.51.100.31")).headers.location).toMatch(/error=credentials/);
  });
});
