// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@storefront/api-client/http";
import { readFlash } from "@storefront/page-kit/action-flash";
import { actionContext, actionPost, brandWith, fakeFetch, readActionAnswer, type FakeAnswer } from "@storefront/page-kit/testing";
import { giftCardBalanceMessages } from "@storefront/validation/coupon-rules";
import { action } from "../routes/vouchers";
import { runGiftCardBalanceAction } from "./gift-card-balance-action";
import { balanceMessage } from "./vouchers-texts";

const card = {
  code: "GIFT-VALID-100",
  balance: 62.5,
  initialBalance: 100,
  currency: "AUD",
  expiresOn: "2099-12-31",
  state: "usable",
} as const;
const au = brandWith();

function run(code: string, answers: Record<string, FakeAnswer> = {}) {
  const api = fakeFetch(answers);
  const client = createApiClient({ brand: "wa", baseUrl: "http://api.test", fetch: api.fetch });
  const form = new FormData();
  form.set("code", code);
  return { api, outcome: runGiftCardBalanceAction({ form, api: client, brand: au }) };
}

afterEach(() => vi.unstubAllGlobals());

describe("a gift card's balance in the shop's words", () => {
  it("says what is left and until when", () => {
    expect(balanceMessage(card, au)).toBe("Gift card GIFT-VALID-100 has $62.50 to spend until 31 December 2099.");
  });

  it("says when a card expired, or has nothing left", () => {
    expect(balanceMessage({ ...card, state: "expired", expiresOn: "2025-06-30" }, au)).toBe(
      "Gift card GIFT-VALID-100 expired on 30 June 2025.",
    );
    expect(balanceMessage({ ...card, state: "empty", balance: 0 }, au)).toBe("Gift card GIFT-VALID-100 has nothing left to spend.");
  });
});

describe("the balance check's action", () => {
  it("asks the API with the number as typed and answers the balance", async () => {
    const { api, outcome } = run(" gift-valid-100 ", { "POST /api/giftcard/balance": card });
    expect(await outcome).toEqual({ ok: true, message: "Gift card GIFT-VALID-100 has $62.50 to spend until 31 December 2099." });
    expect(api.sent).toEqual([{ call: "POST /api/giftcard/balance", body: { code: "gift-valid-100" } }]);
  });

  it("refuses a blank number before asking the API, keeping the field's message", async () => {
    const { api, outcome } = run("   ");
    expect(await outcome).toEqual({
      ok: false,
      message: giftCardBalanceMessages.empty,
      fieldErrors: { code: giftCardBalanceMessages.empty },
      values: { code: "" },
    });
    expect(api.sent).toEqual([]);
  });

  it("answers the API's words for a number that is no card, with the number kept", async () => {
    const { outcome } = run("NOPE", {
      "POST /api/giftcard/balance": Response.json({ message: giftCardBalanceMessages.unknown }, { status: 404 }),
    });
    expect(await outcome).toEqual({ ok: false, message: giftCardBalanceMessages.unknown, values: { code: "NOPE" } });
  });
});

describe("the vouchers route's action, without JavaScript", () => {
  it("goes back to the page with the balance as its flash", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "POST /api/giftcard/balance": card }).fetch);
    const answer = readActionAnswer(
      await action({ request: actionPost("/vouchers", { code: "GIFT-VALID-100" }), context: actionContext() }),
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/vouchers");
    expect(readFlash(answer.headers.getSetCookie()[0]?.split(";")[0])).toEqual({
      ok: true,
      message: "Gift card GIFT-VALID-100 has $62.50 to spend until 31 December 2099.",
    });
  });

  it("renders the page again for a refusal, with the number as typed, and refuses another site's post", async () => {
    vi.stubGlobal("fetch", fakeFetch({}).fetch);
    const refused = readActionAnswer(await action({ request: actionPost("/vouchers", { code: "" }), context: actionContext() }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, message: giftCardBalanceMessages.empty });
    const foreign = actionPost("/vouchers", { code: "GIFT-VALID-100" }, { origin: "https://evil.example" });
    expect(readActionAnswer(await action({ request: foreign, context: actionContext() })).status).toBe(403);
  });
});
