import type { ReferralStatus } from "@storefront/api-contract/account";
import { referralMessages } from "@storefront/validation/referral";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  checkoutBody,
  productFor,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { orders, referrals, sessions, settings } from "../db/schema";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { accessTokenOf, bearer, Shopper, setupTestApi } from "../test-helpers";

const sandbox = setupSandbox();
const api = setupTestApi({ ...sandboxGateways(sandbox), now: () => TEST_MONDAY });
const [, REFERRER] = SANDBOX_ACCOUNTS;
/** referralConfig and BuyapowaEnabled: seeded on for wa (a $50 reward) and hc; off elsewhere. */
const BRAND = "wa";
let token: string;
let status: ReferralStatus;
let sku: string;

const statusOf = async (brand: string, as = token) =>
  (await api.request({ url: "/api/account/referral", brand, headers: bearer(as) })).json() as ReferralStatus;

const arrive = (shopper: Shopper, code: string, brand = BRAND) =>
  api.request({ method: "POST", url: "/api/referral/arrival", brand, shopper, payload: { code } });

/** A shopper who arrived by the link, with a product in the cart, placing an order with `email`. */
async function referredOrder(email: string, code = status.code as string) {
  const shopper = new Shopper();
  expect((await arrive(shopper, code)).statusCode).toBe(200);
  await addToCart(api, shopper, BRAND, sku);
  return { shopper, body: await checkoutBody(api, shopper, BRAND, TEST_CARDS.approve, { email }) };
}

const referralOf = async (email: string) =>
  api.db
    .select()
    .from(referrals)
    .where(and(eq(referrals.storefrontId, BRAND), eq(referrals.referredEmail, email)));

beforeAll(async () => {
  token = await accessTokenOf(api, REFERRER);
  status = await statusOf(BRAND);
  sku = (await productFor(api.db, BRAND, { minPrice: 100, notBrands: ["Ironbark", "Emberline"] })).sku;
});

describe("the referrer's link (issue 45 item 2)", () => {
  it("is a random code of the customer's, the same on every read, with the brand's campaign and reward", async () => {
    expect(status).toMatchObject({ enabled: true, rewardAmount: 50, currency: "AUD", campaign: "wa-refer-a-friend", referredOrders: 0 });
    expect(status.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(status.code).not.toContain(REFERRER.id.slice(0, 6).toUpperCase());
    expect(status.linkPath).toBe(`/r/${status.code}?campaign=wa-refer-a-friend`);
    expect((await statusOf(BRAND)).code).toBe(status.code);
    // Another storefront that runs a campaign gives another code; one without says it is off.
    const hc = await statusOf("hc");
    expect(hc).toMatchObject({ enabled: true, rewardAmount: 30 });
    expect(hc.code).not.toBe(status.code);
    expect(await statusOf("fk")).toMatchObject({ enabled: false, code: null, linkPath: null });
  });

  it("needs a signed-in customer", async () => {
    expect((await api.request({ url: "/api/account/referral", brand: BRAND })).statusCode).toBe(401);
  });
});

describe("arriving by a link", () => {
  it("keeps a known code in a new shopper session", async () => {
    const shopper = new Shopper();
    const answer = await arrive(shopper, status.code!.toLowerCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ kept: true, message: referralMessages.linkKept });
    const [row] = await api.db.select({ code: sessions.referralCode }).from(sessions).where(eq(sessions.referralCode, status.code!));
    expect(row?.code).toBe(status.code);
  });

  it("refuses an unknown or malformed code, a code of another storefront, and a storefront without referrals, making no session", async () => {
    const hcCode = (await statusOf("hc")).code as string;
    for (const [brand, code, expected] of [
      [BRAND, "ZZZZZZZZZZ", 400],
      [BRAND, "<script>", 400],
      [BRAND, hcCode, 400],
      ["fk", status.code as string, 404],
    ] as const) {
      const shopper = new Shopper();
      const answer = await arrive(shopper, code, brand);
      expect(answer.statusCode, `${brand} ${code}`).toBe(expected);
      expect(shopper.cookies.size).toBe(0);
    }
    expect((await arrive(new Shopper(), "ZZZZZZZZZZ")).json()).toEqual([referralMessages.linkInvalid]);
  });
});

describe("a referred shopper's first order", () => {
  it("records the referrer once, with the conversion call the provider would get; a second order records nothing", async () => {
    const email = "first.friend@example.com";
    const { shopper, body } = await referredOrder(email);
    const placed = await submit(api, shopper, BRAND, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await referralOf(email);
    expect(row).toMatchObject({ code: status.code, referrerAccountId: REFERRER.id, rewardAmount: 50 });
    expect(row?.providerCall).toMatchObject({
      provider: "buyapowa-sandbox",
      campaign: "wa-refer-a-friend",
      market: "AU",
      referralCode: status.code,
    });
    // The session's code is used up.
    const [session] = await api.db
      .select({ code: sessions.referralCode })
      .from(sessions)
      .where(eq(sessions.id, (await api.db.select().from(orders).where(eq(orders.id, row!.orderId)))[0]!.sessionId));
    expect(session?.code).toBeNull();
    expect(await statusOf(BRAND)).toMatchObject({ referredOrders: 1, rewardsEarned: 50 });

    const again = await referredOrder(email.toUpperCase());
    expect((await submit(api, again.shopper, BRAND, again.body)).statusCode).toBe(200);
    expect(await referralOf(email)).toHaveLength(1);
    expect((await statusOf(BRAND)).referredOrders).toBe(1);
  });

  it("records nothing for the referrer's own order (by email or signed in)", async () => {
    const byEmail = await referredOrder(REFERRER.email);
    expect((await submit(api, byEmail.shopper, BRAND, byEmail.body)).statusCode).toBe(200);
    expect(await referralOf(REFERRER.email.toLowerCase())).toHaveLength(0);
    const signedIn = await referredOrder("another.address.of.mine@example.com");
    expect((await submit(api, signedIn.shopper, BRAND, signedIn.body, undefined, bearer(token))).statusCode).toBe(200);
    expect(await referralOf("another.address.of.mine@example.com")).toHaveLength(0);
  });

  it("records nothing for a shopper who did not arrive by a link", async () => {
    const shopper = new Shopper();
    await addToCart(api, shopper, BRAND, sku);
    const body = await checkoutBody(api, shopper, BRAND, TEST_CARDS.approve, { email: "no.link@example.com" });
    expect((await submit(api, shopper, BRAND, body)).statusCode).toBe(200);
    expect(await referralOf("no.link@example.com")).toHaveLength(0);
  });

  it("records nothing once the storefront's campaign is off (referralConfig), though the shopper arrived while it ran", async () => {
    const { shopper, body } = await referredOrder("late.friend@example.com");
    const campaign = and(eq(settings.storefrontId, BRAND), eq(settings.name, "referralConfig"));
    const [seeded] = await api.db.select({ value: settings.value }).from(settings).where(campaign);
    await api.db
      .update(settings)
      .set({ value: JSON.stringify({ enabled: false, rewardAmount: 50 }) })
      .where(campaign);
    try {
      expect((await submit(api, shopper, BRAND, body)).statusCode).toBe(200);
      expect(await referralOf("late.friend@example.com")).toHaveLength(0);
      expect((await statusOf(BRAND)).enabled).toBe(false);
      expect((await arrive(new Shopper(), status.code!)).statusCode).toBe(404);
    } finally {
      await api.db.update(settings).set({ value: seeded!.value }).where(campaign);
    }
  });

  it("records one referral when 20 first orders of one email complete at once", async () => {
    const email = "twenty.at.once@example.com";
    const orders = [];
    for (let i = 0; i < 20; i += 1) orders.push(await referredOrder(email));
    const answers = await Promise.all(orders.map(({ shopper, body }) => submit(api, shopper, BRAND, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await referralOf(email)).toHaveLength(1);
  }, 120_000);
});
