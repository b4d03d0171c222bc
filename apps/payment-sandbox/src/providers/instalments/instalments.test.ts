import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_URL, startSandbox, type TestSandbox } from "../../test-helpers";
import { INSTALMENT_PLANS, INSTALMENT_PROVIDER_IDS, type InstalmentProviderId } from "./plans";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const RETURN_URL = "https://shop.test/customer/checkout?provider=afterpay&cartId=cart-1";
const CANCEL_URL = `${RETURN_URL}&status=CANCELLED`;
const currencyOf = (id: InstalmentProviderId) => (id === "zipnz" ? "NZD" : "AUD");

function create(id: InstalmentProviderId, overrides: Record<string, unknown> = {}, key: string = randomUUID()) {
  return sandbox.app.inject({
    method: "POST",
    url: `/${id}/v1/checkouts`,
    headers: { "idempotency-key": key },
    payload: {
      merchantAccount: "wa",
      reference: "cart-1",
      amount: { value: 150_000, currency: currencyOf(id) },
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      ...overrides,
    },
  });
}

async function created(id: InstalmentProviderId, overrides: Record<string, unknown> = {}) {
  const response = await create(id, overrides);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { checkoutId: string; redirectUrl: string; expiresAt: string };
}

/** The shopper presses a button of the hosted page; answers where the browser is sent. */
async function answer(id: InstalmentProviderId, checkoutId: string, decision: string) {
  const response = await sandbox.app.inject({
    method: "POST",
    url: `/${id}/v1/checkouts/${checkoutId}/decision`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ decision }).toString(),
  });
  return response;
}

async function returnOf(id: InstalmentProviderId, checkoutId: string, decision: string) {
  const response = await answer(id, checkoutId, decision);
  expect(response.statusCode, response.body).toBe(303);
  return new URL(response.headers.location as string);
}

const confirm = (id: InstalmentProviderId, checkoutId: string, token: string, merchantAccount = "wa") =>
  sandbox.app.inject({ method: "POST", url: `/${id}/v1/checkouts/${checkoutId}/confirm`, payload: { merchantAccount, token } });
const status = (id: InstalmentProviderId, checkoutId: string, merchantAccount = "wa") =>
  sandbox.app.inject({ url: `/${id}/v1/checkouts/${checkoutId}?merchantAccount=${merchantAccount}` });

describe.each(INSTALMENT_PROVIDER_IDS)("%s", (id) => {
  it("creates a checkout whose hosted page names the provider, merchant, amount and plan, then approves and confirms it", async () => {
    const { checkoutId, redirectUrl, expiresAt } = await created(id);
    expect(redirectUrl).toBe(`${PUBLIC_URL}/${id}/v1/checkouts/${checkoutId}`);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

    const page = await sandbox.app.inject({ url: redirectUrl.slice(PUBLIC_URL.length) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`<h1>Pay with ${INSTALMENT_PLANS[id].title}</h1>`);
    expect(page.body).toContain("<dd>wa</dd>");
    expect(page.body).toMatch(/1,500\.00/);
    for (const button of ["Approve", "Decline", "Cancel"]) expect(page.body).toMatch(new RegExp(`<button[^>]*>${button}</button>`));

    const back = await returnOf(id, checkoutId, "approve");
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.test/customer/checkout");
    expect(back.searchParams.get("status")).toBe("APPROVED");
    expect(back.searchParams.get("cartId")).toBe("cart-1");
    const token = back.searchParams.get("token") as string;

    const first = await confirm(id, checkoutId, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      status: "Approved",
      paymentReference: expect.stringMatching(new RegExp(`^${id.toUpperCase()}-\\d{12}$`)),
      errors: [],
    });
    expect((await confirm(id, checkoutId, token)).json()).toEqual(first.json());
    expect((await status(id, checkoutId)).json()).toMatchObject({ checkoutId, status: "Approved", confirmedAt: expect.any(String) });
  });

  it("refuses an amount outside its own limits", async () => {
    const { minimumAmount, maximumAmount } = INSTALMENT_PLANS[id];
    for (const value of [minimumAmount * 100 - 1, maximumAmount * 100 + 1].filter((cents) => cents > 0)) {
      const response = await create(id, { amount: { value, currency: currencyOf(id) } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errorCode: "AMOUNT_OUT_OF_RANGE" });
    }
    expect((await create(id, { amount: { value: maximumAmount * 100, currency: currencyOf(id) } })).statusCode).toBe(200);
  });
});

describe("currencies", () => {
  it("takes Zip in AUD and Zip NZ in NZD only", async () => {
    const zipNzd = await create("zip", { amount: { value: 10_000, currency: "NZD" } });
    const zipNzAud = await create("zipnz", { amount: { value: 10_000, currency: "AUD" } });
    expect([zipNzd.json().errorCode, zipNzAud.json().errorCode]).toEqual(["CURRENCY_NOT_SUPPORTED", "CURRENCY_NOT_SUPPORTED"]);
    expect((await create("paypal", { amount: { value: 10_000, currency: "NZD" } })).statusCode).toBe(200);
  });

  it("takes the wallets in AUD and NZD, and PayPal Pay in 4 in AUD only", async () => {
    for (const id of ["applepay", "googlepay"] as const) {
      expect((await create(id, { amount: { value: 10_000, currency: "NZD" } })).statusCode).toBe(200);
    }
    expect((await create("paypalbnpl", { amount: { value: 10_000, currency: "NZD" } })).json()).toMatchObject({
      errorCode: "CURRENCY_NOT_SUPPORTED",
    });
  });
});

describe("wallets", () => {
  it("shows the wallet's payment sheet: the whole amount charged to the wallet's card", async () => {
    for (const id of ["applepay", "googlepay"] as const) {
      const { redirectUrl } = await created(id);
      const page = await sandbox.app.inject({ url: redirectUrl.slice(PUBLIC_URL.length) });
      expect(page.body).toContain("<dt>Payment</dt><dd>AUD\u00a01,500.00 today, charged to Visa •••• 1111 in your wallet.</dd>");
      expect(page.body).toContain(`payment sandbox's ${INSTALMENT_PLANS[id].title} payment sheet`);
    }
  });

  it("serves Apple Pay's script, which defines window.ApplePaySession, to any origin", async () => {
    const response = await sandbox.app.inject({ url: "/wallets/apple-pay.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const window: { ApplePaySession?: { canMakePayments(): boolean; supportsVersion(version: number): boolean } } & {
      dispatchEvent(event: unknown): boolean;
    } = { dispatchEvent: () => true };
    new Function("window", "Event", response.body)(window, class {});
    expect(window.ApplePaySession?.canMakePayments()).toBe(true);
    expect(window.ApplePaySession?.supportsVersion(3)).toBe(true);
  });
});

describe("idempotency", () => {
  it("answers the same key with the same checkout, and refuses the key with another request", async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([create("afterpay", {}, key), create("afterpay", {}, key)]);
    expect(second.json()).toEqual(first.json());
    const reused = await create("afterpay", { amount: { value: 20_000, currency: "AUD" } }, key);
    expect([reused.statusCode, reused.json().errorCode]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    const restarted = await sandbox.restart();
    const again = await restarted.inject({
      method: "POST",
      url: "/afterpay/v1/checkouts",
      headers: { "idempotency-key": key },
      payload: {
        merchantAccount: "wa",
        reference: "cart-1",
        amount: { value: 150_000, currency: "AUD" },
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
      },
    });
    expect(again.json()).toEqual(first.json());
  });

  it("refuses a request without a key, an unknown merchant and a return address that is not http", async () => {
    const noKey = await sandbox.app.inject({ method: "POST", url: "/zip/v1/checkouts", payload: {} });
    expect(noKey.json()).toMatchObject({ status: 400, errorCode: "VALIDATION" });
    expect((await create("zip", { merchantAccount: "nobody" })).json()).toMatchObject({ errorCode: "MERCHANT_UNKNOWN" });
    expect((await create("zip", { returnUrl: "javascript:alert(1)" })).json()).toMatchObject({ errorCode: "RETURN_URL_INVALID" });
  });
});

describe("decline and cancel", () => {
  it("declines with the provider's reason and advice, and a second answer only re-sends the decline", async () => {
    const { checkoutId } = await created("humm");
    const back = await returnOf("humm", checkoutId, "decline");
    expect(back.searchParams.get("status")).toBe("DECLINED");
    const again = await returnOf("humm", checkoutId, "approve");
    expect(again.searchParams.get("status")).toBe("DECLINED");
    const confirmed = (await confirm("humm", checkoutId, back.searchParams.get("token") as string)).json();
    expect(confirmed).toEqual({ status: "Declined", paymentReference: null, errors: [...INSTALMENT_PLANS.humm.declineReasons] });
    expect(confirmed.errors).toHaveLength(2);
    expect(
      (await sandbox.app.inject({ method: "POST", url: `/humm/v1/checkouts/${checkoutId}/cancels`, payload: { merchantAccount: "wa" } }))
        .statusCode,
    ).toBe(409);
  });

  it("sends Cancel to the cancel address with the token, and confirms it as Cancelled", async () => {
    const { checkoutId } = await created("klarna");
    const back = await returnOf("klarna", checkoutId, "cancel");
    expect(back.toString()).toContain("status=CANCELLED");
    expect(back.searchParams.getAll("status")).toEqual(["CANCELLED"]);
    expect((await confirm("klarna", checkoutId, back.searchParams.get("token") as string)).json()).toMatchObject({ status: "Cancelled" });
    // Opening the page again re-sends the standing result.
    const page = await sandbox.app.inject({ url: `/klarna/v1/checkouts/${checkoutId}` });
    expect(page.statusCode).toBe(303);
  });

  it("voids a pending checkout for the merchant, answering the same again; another merchant does not know it", async () => {
    const { checkoutId } = await created("paypal");
    const cancel = (merchantAccount: string) =>
      sandbox.app.inject({ method: "POST", url: `/paypal/v1/checkouts/${checkoutId}/cancels`, payload: { merchantAccount } });
    expect((await cancel("aol")).statusCode).toBe(404);
    expect((await cancel("wa")).json()).toMatchObject({ checkoutId, status: "Cancelled" });
    expect((await cancel("wa")).json()).toMatchObject({ status: "Cancelled" });
    expect((await status("paypal", checkoutId, "aol")).statusCode).toBe(404);
    // The shopper answering after the void is sent to the cancel address.
    expect((await returnOf("paypal", checkoutId, "approve")).searchParams.get("status")).toBe("CANCELLED");
  });
});

describe("return tokens", () => {
  it("refuses a forged, altered, another checkout's or another merchant's token with 422", async () => {
    const { checkoutId } = await created("zip");
    const other = await created("zip");
    const token = (await returnOf("zip", checkoutId, "approve")).searchParams.get("token") as string;
    const otherToken = (await returnOf("zip", other.checkoutId, "approve")).searchParams.get("token") as string;
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const forged = "eyJhbGciOiJIUzI1NiJ9.eyJ1c2UiOiJpbnN0YWxtZW50LXJldHVybiJ9.c2lnbmF0dXJl";
    for (const [id, candidate, merchant] of [
      [checkoutId, altered, "wa"],
      [checkoutId, forged, "wa"],
      [checkoutId, otherToken, "wa"],
      [checkoutId, token, "aol"],
    ] as const) {
      const response = await confirm("zip", id, candidate, merchant);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errorCode: "TOKEN_INVALID" });
    }
    // Another provider does not know this checkout.
    expect((await confirm("zipnz", checkoutId, token)).statusCode).toBe(404);
    expect((await confirm("zip", checkoutId, token)).json()).toMatchObject({ status: "Approved" });
  });

  it("refuses a token once it has expired, and shows an expired checkout as such", async () => {
    const { checkoutId } = await created("afterpay");
    const token = (await returnOf("afterpay", checkoutId, "approve")).searchParams.get("token") as string;
    const pending = await created("afterpay");
    const later = await sandbox.restart({ now: () => new Date(Date.now() + 2 * 60 * 60 * 1000) });
    const response = await later.inject({
      method: "POST",
      url: `/afterpay/v1/checkouts/${checkoutId}/confirm`,
      payload: { merchantAccount: "wa", token },
    });
    expect(response.statusCode).toBe(422);
    const expired = await later.inject({ url: `/afterpay/v1/checkouts/${pending.checkoutId}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain("This checkout has expired");
  });

  it("shows an unknown checkout as not found and refuses a decision that is none of the three", async () => {
    expect((await sandbox.app.inject({ url: "/zip/v1/checkouts/AAAAAAAAAAAAAAAAAAAAAAAA" })).statusCode).toBe(404);
    const { checkoutId } = await created("zip");
    expect((await answer("zip", checkoutId, "maybe")).statusCode).toBe(400);
    expect((await status("zip", checkoutId)).json()).toMatchObject({ status: "Pending" });
  });
});
