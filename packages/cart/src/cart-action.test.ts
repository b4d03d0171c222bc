// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createApiClient } from "@storefront/api-client/http";
import { FOREIGN_POST_MESSAGE } from "@storefront/page-kit/shopper-action";
import { actionContext, actionPost, fakeFetch, readActionAnswer, type FakeAnswer } from "@storefront/page-kit/testing";
import { readFlash } from "@storefront/page-kit/action-flash";
import { afterEach, vi } from "vitest";
import { runCartAction } from "./cart-action";
import { action } from "./routes/cart";
import { emptyCartFixture, line } from "./test-helpers";

const cart = { ...emptyCartFixture, cartId: "c1", products: [line()], productCount: 2, orderTotal: 3998 };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

function run(fields: Record<string, string>, answers: Record<string, FakeAnswer> = {}) {
  const api = fakeFetch(answers);
  const client = createApiClient({ brand: "wa", baseUrl: "http://api.test", fetch: api.fetch });
  return { api, outcome: runCartAction({ form: form(fields), api: client }) };
}

afterEach(() => vi.unstubAllGlobals());

describe("the cart's action (issue 40)", () => {
  it("adds a product with its quantity and upsell choices, and says 'Added to your cart.'", async () => {
    const { api, outcome } = run(
      { intent: "add", sku: "KOR-FR1115", qty: "2", warrantyId: "warranty-3y", installId: "", category: "Freezers" },
      { "POST /api/cart/product/": cart },
    );
    expect(await outcome).toEqual({ ok: true, message: "Added to your cart.", data: cart });
    expect(api.sent).toEqual([
      {
        call: "POST /api/cart/product/",
        body: { sku: "KOR-FR1115", qty: 2, warrantyId: "warranty-3y", installId: null, category: "Freezers" },
      },
    ]);
  });

  it("refuses a quantity outside 1 to 99 or a product that is no SKU before asking the API", async () => {
    const refused: Record<string, string>[] = [
      { intent: "add", sku: "KOR-FR1115", qty: "0" },
      { intent: "add", sku: "KOR-FR1115", qty: "100" },
      { intent: "add", sku: "KOR-FR1115" },
      { intent: "update", code: "line-1", qty: "two" },
    ];
    for (const fields of refused) {
      const { api, outcome } = run(fields);
      expect(await outcome, JSON.stringify(fields)).toEqual({ ok: false, message: "Please choose a quantity from 1 to 99." });
      expect(api.calls).toEqual([]);
    }
    const { api, outcome } = run({ intent: "add", sku: "<script>", qty: "1" });
    expect(await outcome).toEqual({ ok: false, message: "We couldn't find that product." });
    expect(api.calls).toEqual([]);
  });

  it("sets a line's quantity and removes a line, answering the cart", async () => {
    const updated = run({ intent: "update", code: "line-1", qty: "5" }, { "PUT /api/cart/product/line-1": cart });
    expect(await updated.outcome).toEqual({ ok: true, message: "Quantity updated.", data: cart });
    expect(updated.api.sent).toEqual([{ call: "PUT /api/cart/product/line-1", body: { qty: 5 } }]);
    const removed = run({ intent: "remove", code: "line-1" }, { "DELETE /api/cart/product/line-1": emptyCartFixture });
    expect(await removed.outcome).toEqual({ ok: true, message: "Removed from your cart.", data: emptyCartFixture });
  });

  it("words a line's refusal as spec 3 §8 does (the first error), and an unknown intent as its own", async () => {
    const { outcome } = run(
      { intent: "remove", code: "nope" },
      { "DELETE /api/cart/product/nope": Response.json(["Something went wrong. Please try again.", "second"], { status: 400 }) },
    );
    expect(await outcome).toEqual({ ok: false, message: "Something went wrong. Please try again." });
    expect(await run({ intent: "empty" }).outcome).toEqual({
      ok: false,
      message: "That change could not be made to your cart. Please try again.",
    });
  });
});

describe("the cart route's action", () => {
  it("adds without JavaScript and goes back to the product page with 'Added to your cart.'", async () => {
    const api = fakeFetch({
      "POST /api/cart/product/": Response.json(cart, { headers: { "set-cookie": "sf_session=s.sig; Path=/; HttpOnly" } }),
    });
    vi.stubGlobal("fetch", api.fetch);
    const request = actionPost("/cart", { intent: "add", sku: "KOR-FR1115", qty: "1", returnTo: "/p/freezer" });
    const answer = readActionAnswer(await action({ request, context: actionContext() }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/p/freezer");
    const [session, flash] = answer.headers.getSetCookie();
    expect(session).toBe("sf_session=s.sig; Path=/; HttpOnly");
    expect(readFlash(flash?.split(";")[0])).toEqual({ ok: true, message: "Added to your cart." });
  });

  it("refuses a post from another site and changes nothing", async () => {
    const api = fakeFetch({ "POST /api/cart/product/": cart });
    vi.stubGlobal("fetch", api.fetch);
    const request = actionPost("/cart", { intent: "add", sku: "KOR-FR1115", qty: "1" }, { origin: "https://evil.example" });
    const answer = readActionAnswer(await action({ request, context: actionContext() }));
    expect(answer).toMatchObject({ status: 403, data: { ok: false, message: FOREIGN_POST_MESSAGE } });
    expect(api.calls).toEqual([]);
  });
});
