import { botCheckMessages } from "@storefront/validation/bot-check";
import { notifyMeMessages } from "@storefront/validation/notify-me";
import { and, arrayContains, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { botCheckFromEnv, NO_BOT_CHECK, RECAPTCHA_VERIFY_URL, SiteVerifyBotCheck } from "../bot-check/bot-check";
import { setupSandbox } from "../checkout/checkout-test-support";
import { products } from "../db/schema";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { setupTestApi } from "../test-helpers";

/** issue 45 item 7: the API asks the payment sandbox's bot check (reCAPTCHA's protocol) about every token. */
const sandbox = setupSandbox();
const sandboxEnv = () => ({ NODE_ENV: "test", PAYMENT_SANDBOX_URL: sandbox.baseUrl });
const api = setupTestApi({ botCheck: () => botCheckFromEnv(sandboxEnv()).botCheck });
const unchecked = setupTestApi();
/** The same check, with the limit on forms sent without a token (no JavaScript) at two an hour. */
const scoreless = setupTestApi({
  botCheck: () => botCheckFromEnv(sandboxEnv()).botCheck,
  rateLimits: { ...DEFAULT_RATE_LIMITS, formsWithoutBotCheck: { max: 2, windowSeconds: 3600 } },
});
const [, customer] = SANDBOX_ACCOUNTS;

/** A token of the sandbox, as its widget would give the browser (any score: deterministic answers). */
async function tokenOf(version: 2 | 3, action = "", score = 0.9): Promise<string> {
  const response = await fetch(`${sandbox.baseUrl}/recaptcha/api/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      version === 3 ? { version, sitekey: "sandbox-recaptcha-v3-wa", action, score } : { version, sitekey: "sandbox-recaptcha-wa" },
    ),
  });
  return ((await response.json()) as { token: string }).token;
}

const newsletter = (botCheckToken?: string, app = api) =>
  app.request({
    method: "POST",
    url: "/api/kitchenclub/newsletter",
    brand: "wa",
    payload: {
      name: "Robin",
      email: `robin${Math.random().toString(36).slice(2)}@example.com`,
      postcode: "2000",
      ...(botCheckToken ? { botCheckToken } : {}),
    },
  });

describe("bot check from the environment (a flag of each start)", () => {
  it("is the sandbox outside production where it is named, and none in a production start unless BOT_CHECK_SANDBOX=true", () => {
    expect(botCheckFromEnv(sandboxEnv()).botCheck).toBeInstanceOf(SiteVerifyBotCheck);
    expect(botCheckFromEnv(sandboxEnv()).siteKeys).toBeUndefined();
    const off = botCheckFromEnv({ NODE_ENV: "production", PAYMENT_SANDBOX_URL: sandbox.baseUrl });
    expect(off.botCheck).toBe(NO_BOT_CHECK);
    expect(off.siteKeys).toEqual({ box: "", score: "" });
    expect(
      botCheckFromEnv({ NODE_ENV: "production", PAYMENT_SANDBOX_URL: sandbox.baseUrl, BOT_CHECK_SANDBOX: "true" }).botCheck.enabled,
    ).toBe(true);
    expect(botCheckFromEnv({ ...sandboxEnv(), BOT_CHECK_SANDBOX: "false" }).botCheck).toBe(NO_BOT_CHECK);
    // Outside production too, only where the sandbox is named (the storefronts load its widget only then).
    expect(botCheckFromEnv({ NODE_ENV: "test" }).botCheck).toBe(NO_BOT_CHECK);
    expect(botCheckFromEnv({ NODE_ENV: "test", BOT_CHECK_SANDBOX: "true" }).botCheck.enabled).toBe(true);
  });

  it("is a real provider when its four keys are configured, and refuses to start with some of them", () => {
    const real = botCheckFromEnv({
      NODE_ENV: "production",
      RECAPTCHA_SITE_KEY: "site-2",
      RECAPTCHA_SECRET_KEY: "secret-2",
      RECAPTCHA_V3_SITE_KEY: "site-3",
      RECAPTCHA_V3_SECRET_KEY: "secret-3",
    });
    expect(real.botCheck).toBeInstanceOf(SiteVerifyBotCheck);
    expect(real.siteKeys).toEqual({ box: "site-2", score: "site-3" });
    expect((real.botCheck as unknown as { options: { verifyUrl: string } }).options.verifyUrl).toBe(RECAPTCHA_VERIFY_URL);
    expect(() => botCheckFromEnv({ RECAPTCHA_SECRET_KEY: "secret-2" })).toThrow(/RECAPTCHA_SITE_KEY/);
  });

  it("gives the storefronts the seeded site keys when on, and empty ones when off", async () => {
    const keysOf = async (app: typeof api) =>
      (await app.request({ method: "GET", url: "/api/settings", brand: "wa" }))
        .json<{ items: { name: string; value: string }[] }>()
        .items.filter((item) => item.name.startsWith("Recaptcha"));
    expect(await keysOf(api)).toEqual([
      { name: "RecaptchaSiteKey", value: "sandbox-recaptcha-wa" },
      { name: "RecaptchaV3SiteKey", value: "sandbox-recaptcha-v3-wa" },
    ]);
    expect(await keysOf(unchecked)).toEqual([
      { name: "RecaptchaSiteKey", value: "" },
      { name: "RecaptchaV3SiteKey", value: "" },
    ]);
  });
});

describe("the score check on the public forms", () => {
  it("takes the newsletter with a token of its action, once", async () => {
    const token = await tokenOf(3, "newsletter");
    expect((await newsletter(token)).statusCode).toBe(201);
    const again = await newsletter(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([botCheckMessages.refused]);
  });

  it.each([
    ["another action's token", () => tokenOf(3, "register")],
    ["a low score", () => tokenOf(3, "newsletter", 0.1)],
    ["a box token", () => tokenOf(2)],
    ["a forged token", async () => `rc.${"A".repeat(40)}.${"B".repeat(43)}`],
  ])("refuses the newsletter with %s, writing nothing", async (_name, token) => {
    const answer = await newsletter(await token());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual([botCheckMessages.refused]);
  });

  it("takes a form without a token (a browser without JavaScript) only under its limit: then 429 with Retry-After", async () => {
    // A form its own rules refuse is not counted.
    const invalid = await scoreless.request({
      method: "POST",
      url: "/api/kitchenclub/newsletter",
      brand: "wa",
      payload: { name: "Robin", email: "not-an-email", postcode: "2000" },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await newsletter(undefined, scoreless)).statusCode).toBe(201);
    const contact = { source: "AskAnExpert", type: "Contact", name: "Robin", email: "robin.nojs@example.com", message: "Which oven?" };
    const posted = await scoreless.request({ method: "POST", url: "/api/Contact/kitchenclub", brand: "wa", payload: contact });
    expect(posted.statusCode).toBe(201);
    const third = await newsletter(undefined, scoreless);
    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    // A token is checked as ever, past the limit too: a good one is taken, a forged one refused.
    expect((await newsletter(await tokenOf(3, "newsletter"), scoreless)).statusCode).toBe(201);
    const forged = await newsletter(`rc.${"A".repeat(40)}.${"B".repeat(43)}`, scoreless);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual([botCheckMessages.refused]);
  });

  it("without a bot check configured, takes the newsletter without a token", async () => {
    const answer = await unchecked.request({
      method: "POST",
      url: "/api/kitchenclub/newsletter",
      brand: "wa",
      payload: { name: "Robin", email: "unchecked@example.com", postcode: "2000" },
    });
    expect(answer.statusCode).toBe(201);
  });

  it("checks a contact form as action contact, registration as register and notify-me as notify_me", async () => {
    const contact = { source: "AskAnExpert", type: "Contact", name: "Robin", email: "robin.contact@example.com", message: "Which oven?" };
    const post = (url: string, payload: Record<string, unknown>) => api.request({ method: "POST", url, brand: "wa", payload });
    const forged = `rc.${"A".repeat(40)}.${"B".repeat(43)}`;
    expect((await post("/api/Contact/kitchenclub", { ...contact, botCheckToken: forged })).statusCode).toBe(400);
    expect((await post("/api/Contact/kitchenclub", { ...contact, botCheckToken: await tokenOf(3, "contact") })).statusCode).toBe(201);

    const registration = {
      email: "robot.check@example.com",
      password: "Kettle-boil-7",
      firstName: "Avery",
      lastName: "Quinn",
      phone: "0412 345 678",
      clientId: "web",
    };
    const refused = await post("/api/account/register", registration);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [botCheckMessages.refused] });
    expect((await post("/api/account/register", { ...registration, botCheckToken: await tokenOf(3, "register") })).statusCode).toBe(200);

    const [product] = await api.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(arrayContains(products.storefronts, ["wa"]), eq(products.stockStatus, "inStock")))
      .limit(1);
    await api.db.update(products).set({ stockStatus: "noStock" }).where(eq(products.id, product!.id));
    const ask = { sku: product!.sku, email: "robot.notify@example.com" };
    expect((await post("/api/notify-me", { ...ask, botCheckToken: await tokenOf(3, "contact") })).json()).toEqual([
      botCheckMessages.refused,
    ]);
    const asked = await post("/api/notify-me", { ...ask, botCheckToken: await tokenOf(3, "notify_me") });
    expect(asked.json()).toEqual({ message: notifyMeMessages.sent });
  });
});

describe("the box on a sign-in after a failure", () => {
  const login = (password: string, box?: string) =>
    api.request({
      method: "POST",
      url: "/api/account/login-redir",
      brand: "wa",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        email: customer.email,
        password,
        nonce: "test-nonce-1234",
        returnUrl: "/account",
        ...(box ? { "g-recaptcha-response": box } : {}),
      }).toString(),
    });
  const errorOf = (location: unknown) => new URL(String(location), "http://x").searchParams.get("error");

  it("signs in without a box at first; after three wrong passwords the right one needs a ticked box", async () => {
    expect(errorOf((await login("wrong-password-1")).headers.location)).toBe("credentials");
    expect(String((await login("wrong-password-2")).headers.location)).not.toContain("botcheck=1");
    // The third says so: the login page shows the box for the next try.
    const third = String((await login("wrong-password-3")).headers.location);
    expect(errorOf(third)).toBe("credentials");
    expect(third).toContain("botcheck=1");
    expect(errorOf((await login(customer.password)).headers.location)).toBe("robot");
    expect(errorOf((await login(customer.password, await tokenOf(3, "register"))).headers.location)).toBe("robot");
    const signedIn = await login(customer.password, await tokenOf(2));
    expect(String(signedIn.headers.location)).toContain("#access_token=");
    // A good password forgets the failures: the next sign-in needs no box.
    expect(String((await login(customer.password)).headers.location)).toContain("#access_token=");
  });
});
