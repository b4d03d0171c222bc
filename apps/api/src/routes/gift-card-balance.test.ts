import { giftCardBalanceMessages } from "@storefront/validation/coupon-rules";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_MONDAY } from "../checkout/checkout-test-support";
import { giftCards } from "../db/schema";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { setupTestApi } from "../test-helpers";

// Spec 3 page type vouchers (issue 45 item 10): POST /api/giftcard/balance, a seeded gift card's
// balance by its number (src/seed/checkout.ts), for the vouchers page.

const api = setupTestApi({
  now: () => TEST_MONDAY,
  rateLimits: { ...DEFAULT_RATE_LIMITS, forms: { max: 12, windowSeconds: 600 } },
});
const ask = (code: unknown, brand = "wa", address = "203.0.113.7") =>
  api.request({ method: "POST", url: "/api/giftcard/balance", brand, payload: { code }, headers: { "x-forwarded-for": address } });

describe("POST /api/giftcard/balance", () => {
  it("answers what is left on a card of the storefront's currency, however the number is typed", async () => {
    const answer = await ask("  gift-valid-100 ");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({
      code: "GIFT-VALID-100",
      balance: 100,
      initialBalance: 100,
      currency: "AUD",
      expiresOn: "2099-12-31",
      state: "usable",
    });
  });

  it("says when a card has expired or has nothing left", async () => {
    expect((await ask("GIFT-EXPIRED-50")).json()).toMatchObject({ balance: 50, state: "expired" });
    expect((await ask("GIFT-EMPTY-0")).json()).toMatchObject({ balance: 0, state: "empty" });
  });

  it("answers 404 with one message for no card, a coupon and another shop's card, so none tells the others apart", async () => {
    for (const [code, brand] of [
      ["NO-SUCH-CARD", "wa"],
      ["GIFT-VALID-NZ100", "wa"],
      ["GIFT-VALID-100", "aol-nz"],
    ]) {
      const answer = await ask(code, brand);
      expect(answer.statusCode, code).toBe(404);
      expect(answer.json(), code).toEqual({ message: giftCardBalanceMessages.unknown });
    }
  });

  it("refuses a blank or over-long number with the rule's message and reads nothing", async () => {
    const blank = await ask("   ");
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(giftCardBalanceMessages.empty);
    expect((await ask("G".repeat(41))).statusCode).toBe(400);
    expect((await ask(42)).statusCode).toBe(400);
  });

  it("changes no balance: asking twice answers the same", async () => {
    const before = await api.db.select().from(giftCards).where(eq(giftCards.code, "GIFT-VALID-100"));
    await ask("GIFT-VALID-100", "wa", "203.0.113.9");
    expect(await api.db.select().from(giftCards).where(eq(giftCards.code, "GIFT-VALID-100"))).toEqual(before);
  });

  it("holds a client guessing numbers to the forms limit (429)", async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 14; guess++) statuses.push((await ask(`GUESS-${guess}`, "wa", "198.51.100.77")).statusCode);
    expect(statuses.slice(0, 12).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });
});
