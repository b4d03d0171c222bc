import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { affiliatePixelHits } from "../db/schema";
import { mapsSettingsFromEnv } from "../maps/address-lookup";
import { paymentSandboxFromEnv } from "../payments/payment-sandbox";
import { sandboxSwitchesFromEnv } from "../environment";
import { bearer, RecordingMailer, setupTestApi, signIn, TEST_SECRETS } from "../test-helpers";
import { CHAT_SANDBOX_REPLY } from "./chat";

/**
 * ARCHITECTURE.md decision 12 (issue 41): a sandbox standing in for an outside provider is off in a
 * production start unless configured. The payment sandbox must be named (the start stops without
 * it); the chat, affiliate pixel and social sign-in sandboxes are off unless CHAT_SANDBOX /
 * AFFILIATE_PIXEL_SANDBOX / IDENTITY_SANDBOX / REFERRAL_SANDBOX say true.
 */
const PAYMENTS = { PAYMENT_SANDBOX_URL: "https://payments.example" };
// The maps service from the environment too (MAPS_URL), not the tests' in-memory one.
const fromEnv = () => undefined;
const production = setupTestApi({ env: { NODE_ENV: "production", ...PAYMENTS }, addressLookup: fromEnv });
const configured = setupTestApi({
  env: {
    NODE_ENV: "production",
    ...PAYMENTS,
    CHAT_SANDBOX: "true",
    AFFILIATE_PIXEL_SANDBOX: "true",
    IDENTITY_SANDBOX: "true",
    REFERRAL_SANDBOX: "true",
    MAPS_URL: "https://maps.example",
    MAPS_API_KEY: "a-real-key",
  },
  addressLookup: fromEnv,
});

const json = { "content-type": "application/json" };
const chat = (api: typeof production) =>
  api.request({
    method: "POST",
    url: "/api/chat/sandbox/messages",
    brand: "wa",
    headers: json,
    payload: JSON.stringify({ appId: "sf-wa-chat", text: "Is anyone there?" }),
  });
const PIXEL =
  "/api/tracking/affiliate?orderId=WA-300001&shipping=0&tax=10&paymentType=Credit%20Card&currency=AUD&country=AU" +
  "&sku=KOR-FR1000&name=Freezer&category=Freezers&brand=Korrin&value=90.91&qty=1";
const pixelHits = async (api: typeof production) => (await api.db.select({ n: count() }).from(affiliatePixelHits))[0]?.n ?? 0;
const intercomOf = async (api: typeof production, brand: string) => {
  const response = await api.request({ method: "GET", url: "/api/settings", brand });
  return (response.json() as { items: { name: string; value: string }[] }).items.find((item) => item.name === "IntercomEnabled")?.value;
};

describe("the payment sandbox in a production start", () => {
  it("is never the default address: without PAYMENT_SANDBOX_URL the start stops, naming it", () => {
    expect(() => paymentSandboxFromEnv({ NODE_ENV: "production" })).toThrow(
      /^The API will not start in production without PAYMENT_SANDBOX_URL: card payments, instalments, Zip in store and the fraud check/,
    );
    expect(() => paymentSandboxFromEnv({ NODE_ENV: "production", PAYMENT_SANDBOX_URL: "  " })).toThrow(/PAYMENT_SANDBOX_URL/);
    expect(paymentSandboxFromEnv({ NODE_ENV: "production", ...PAYMENTS })).toEqual({ baseUrl: "https://payments.example" });
    // Outside production (pnpm start, the tests, the e2e suite) the local sandbox's port, as before.
    expect(paymentSandboxFromEnv({})).toEqual({ baseUrl: "http://127.0.0.1:4010" });
  });

  it("stops buildApp too, unless every payment provider is given", async () => {
    const build = () =>
      buildApp({ db: production.db, secrets: TEST_SECRETS, mailer: new RecordingMailer(), env: { NODE_ENV: "production" } });
    await expect(build()).rejects.toThrow(/without PAYMENT_SANDBOX_URL/);
  });
});

describe("the chat and affiliate pixel sandboxes in a production start", () => {
  it("are off unless configured: no chat route, no storefront offers the chat, no pixel route and nothing recorded", async () => {
    const sent = await chat(production);
    expect(sent.statusCode).toBe(404);
    for (const brand of ["wa", "aol", "aol-nz", "andoo", "hc", "fk"]) expect(await intercomOf(production, brand), brand).toBe("false");
    const pixel = await production.request({ method: "GET", url: PIXEL, brand: "wa" });
    expect(pixel.statusCode).toBe(404);
    expect(await pixelHits(production)).toBe(0);
    const paths = Object.keys((await production.request({ method: "GET", url: "/api/docs/json" })).json().paths as object);
    expect(paths).not.toContain("/api/chat/sandbox/messages");
    expect(paths).not.toContain("/api/tracking/affiliate");
  });

  it("are on with CHAT_SANDBOX=true and AFFILIATE_PIXEL_SANDBOX=true", async () => {
    const sent = await chat(configured);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ reply: CHAT_SANDBOX_REPLY });
    expect(await intercomOf(configured, "wa")).toBe("true");
    const pixel = await configured.request({ method: "GET", url: PIXEL, brand: "wa" });
    expect(pixel.statusCode).toBe(200);
    expect(await pixelHits(configured)).toBe(1);
  });
});

describe("the maps sandbox in a production start (issue 44 item 3)", () => {
  const settingOf = async (api: typeof production, brand: string) =>
    (await api.request({ method: "GET", url: "/api/settings", brand }))
      .json<{ items: { name: string; value: string }[] }>()
      .items.find((item) => item.name === "AddressLookupEnabled")?.value;
  const docPaths = async (api: typeof production) =>
    Object.keys((await api.request({ method: "GET", url: "/api/docs/json" })).json().paths as object);

  it("is never the default: without MAPS_URL the address lookup is off, its calls are not there and no storefront offers it", async () => {
    expect((await production.request({ url: "/api/address/suggestions?input=12%20Banksia", brand: "wa" })).statusCode).toBe(404);
    expect((await production.request({ url: "/api/address/place/sbx1_abc", brand: "wa" })).statusCode).toBe(404);
    for (const brand of ["wa", "aol", "aol-nz", "andoo", "hc", "fk"]) expect(await settingOf(production, brand), brand).toBe("false");
    expect(await docPaths(production)).not.toContain("/api/address/suggestions");
  });

  it("is on with MAPS_URL and its key, which a real provider's would replace", async () => {
    expect(await docPaths(configured)).toContain("/api/address/suggestions");
    expect(await settingOf(configured, "wa")).toBe("true");
    expect(mapsSettingsFromEnv({ NODE_ENV: "production" })).toBeUndefined();
    expect(mapsSettingsFromEnv({ NODE_ENV: "production", MAPS_URL: "https://maps.example", MAPS_API_KEY: "k" })).toEqual({
      baseUrl: "https://maps.example",
      apiKey: "k",
      timeoutMs: 5000,
    });
    expect(() => mapsSettingsFromEnv({ MAPS_URL: "https://maps.example" })).toThrow(/MAPS_URL needs MAPS_API_KEY/);
    // Outside production (pnpm start, the tests, the e2e suite) the local maps sandbox with its key.
    expect(mapsSettingsFromEnv({})).toEqual({ baseUrl: "http://127.0.0.1:4020", apiKey: "maps-sandbox-key", timeoutMs: 5000 });
  });
});

describe("the sandbox social sign-in provider in a production start (issue 41 item 1)", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const consent = new URLSearchParams({ state: "x", decision: "approve", email: "staff@example.com", firstName: "A", lastName: "B" });

  it("is off unless configured: its pages answer 404, a social sign-in goes back to the login page, a link is a 404", async () => {
    const started = await production.request({ url: "/api/account/externallogin/Google?nonce=social-nonce-1&returnUrl=/account" });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe("/account/login?error=unavailable&returnUrl=%2Faccount");
    expect((await production.request({ url: "/api/account/externallogin/Google/sandbox?state=x" })).statusCode).toBe(404);
    const posted = await production.request({
      method: "POST",
      url: "/api/account/externallogin/Google/sandbox",
      headers: form,
      payload: consent.toString(),
    });
    expect(posted.statusCode).toBe(404);
    const token = await signIn(production, "customer@example.com", "Customer-sandbox-1");
    const link = await production.request({
      method: "POST",
      url: "/api/account/externallogin/Google/link",
      headers: bearer(token),
      payload: {},
    });
    expect(link.statusCode).toBe(404);
    const paths = Object.keys((await production.request({ method: "GET", url: "/api/docs/json" })).json().paths as object);
    expect(paths).not.toContain("/api/account/externallogin/{provider}/sandbox");
  });

  it("is on with IDENTITY_SANDBOX=true, and the switch takes true or false only", async () => {
    const started = await configured.request({ url: "/api/account/externallogin/Google?nonce=social-nonce-1&returnUrl=/account" });
    expect(String(started.headers.location)).toMatch(/^\/api\/account\/externallogin\/Google\/sandbox\?state=/);
    expect((await configured.request({ url: String(started.headers.location) })).statusCode).toBe(200);
    const identity = (env: Record<string, string>) => sandboxSwitchesFromEnv(env).identity;
    expect(identity({})).toBe(true);
    expect(identity({ NODE_ENV: "production" })).toBe(false);
    expect(identity({ NODE_ENV: "production", IDENTITY_SANDBOX: "true" })).toBe(true);
    expect(identity({ IDENTITY_SANDBOX: "false" })).toBe(false);
    expect(() => identity({ IDENTITY_SANDBOX: "yes" })).toThrow(/IDENTITY_SANDBOX must be true or false/);
  });
});

describe("the referral provider's sandbox in a production start (issue 45 item 2)", () => {
  const settingOf = async (api: typeof production, brand: string, name: string) => {
    const response = await api.request({ method: "GET", url: "/api/settings", brand });
    return (response.json() as { items: { name: string; value: string }[] }).items.find((item) => item.name === name)?.value;
  };

  it("is off unless configured: no storefront offers referrals and the referral calls are not there", async () => {
    for (const brand of ["wa", "hc"]) expect(await settingOf(production, brand, "BuyapowaEnabled"), brand).toBe("false");
    const token = await signIn(production, "customer@example.com", "Customer-sandbox-1");
    expect((await production.request({ url: "/api/account/referral", brand: "wa", headers: bearer(token) })).statusCode).toBe(404);
    const arrival = await production.request({
      method: "POST",
      url: "/api/referral/arrival",
      brand: "wa",
      headers: json,
      payload: { code: "AB12CD34EF" },
    });
    expect(arrival.statusCode).toBe(404);
  });

  it("is on with REFERRAL_SANDBOX=true, and the switch takes true or false only", async () => {
    expect(await settingOf(configured, "wa", "BuyapowaEnabled")).toBe("true");
    const token = await signIn(configured, "customer@example.com", "Customer-sandbox-1");
    const status = await configured.request({ url: "/api/account/referral", brand: "wa", headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: true });
    const referrals = (env: Record<string, string>) => sandboxSwitchesFromEnv(env).referrals;
    expect(referrals({})).toBe(true);
    expect(referrals({ NODE_ENV: "production" })).toBe(false);
    expect(referrals({ NODE_ENV: "production", REFERRAL_SANDBOX: "true" })).toBe(true);
    expect(() => referrals({ REFERRAL_SANDBOX: "yes" })).toThrow(/REFERRAL_SANDBOX must be true or false/);
  });
});
