// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@storefront/api-client/http";
import { readFlash } from "@storefront/page-kit/action-flash";
import { actionContext, actionPost, fakeFetch, readActionAnswer, type FakeAnswer } from "@storefront/page-kit/testing";
import { CART_BUILDER_MAX_LINES, cartBuilderMessages } from "@storefront/validation/cart";
import { emptyCartFixture, line } from "../test-helpers";
import { action, loader } from "../routes/cart-builder";
import { builtCartLink, parseBuiltLinesParam, readBuiltLines } from "./built-lines";
import { runCartBuilderAction } from "./cart-builder-action";

const cart = { ...emptyCartFixture, cartId: "c1", products: [line()], productCount: 1 };

function form(lines: [string, string][]): FormData {
  const data = new FormData();
  for (const [sku, qty] of lines) {
    data.append("sku", sku);
    data.append("qty", qty);
  }
  return data;
}

function run(lines: [string, string][], answers: Record<string, FakeAnswer> = {}) {
  const api = fakeFetch(answers);
  const client = createApiClient({ brand: "wa", baseUrl: "http://api.test", fetch: api.fetch });
  return { api, outcome: runCartBuilderAction({ form: form(lines), api: client }) };
}

afterEach(() => vi.unstubAllGlobals());

describe("a built cart's lines", () => {
  it("go into a customer's link and come back out of it", () => {
    const link = builtCartLink("https://shop.test", [
      { sku: "KOR-FR1115", qty: 2 },
      { sku: "VLD/DW60S", qty: 1 },
    ]);
    expect(link).toBe("https://shop.test/cart-builder?lines=KOR-FR1115*2~VLD%2FDW60S*1");
    expect(parseBuiltLinesParam(new URL(link).searchParams.get("lines"))).toEqual([
      { sku: "KOR-FR1115", qty: 2 },
      { sku: "VLD/DW60S", qty: 1 },
    ]);
  });

  it("read no lines from a link that is not a list of lines, or holds too many", () => {
    for (const broken of ["", "KOR-FR1115", "KOR-FR1115*0", "KOR-FR1115*100", "<script>*1", "A*1*2"]) {
      expect(parseBuiltLinesParam(broken), broken).toBeNull();
    }
    expect(parseBuiltLinesParam(Array.from({ length: CART_BUILDER_MAX_LINES + 1 }, (_, index) => `SKU-${index}*1`).join("~"))).toBeNull();
  });

  it("are read from the form in order, blank lines skipped, the first problem naming its line", () => {
    expect(
      readBuiltLines(
        form([
          ["KOR-FR1115", "2"],
          ["", "1"],
          ["VLD-DW60S", "1"],
        ]),
      ),
    ).toEqual({
      lines: [
        { sku: "KOR-FR1115", qty: 2 },
        { sku: "VLD-DW60S", qty: 1 },
      ],
    });
    expect(readBuiltLines(form([["", "1"]]))).toEqual({ problem: cartBuilderMessages.noLines });
    expect(
      readBuiltLines(
        form([
          ["KOR-FR1115", "1"],
          ["no sku!", "1"],
        ]),
      ),
    ).toEqual({ problem: cartBuilderMessages.badSku(2) });
    expect(readBuiltLines(form([["KOR-FR1115", "0"]]))).toEqual({ problem: cartBuilderMessages.badQuantity(1) });
  });
});

describe("the cart builder's action", () => {
  it("adds every line to the cart, one after another", async () => {
    const { api, outcome } = run(
      [
        ["KOR-FR1115", "2"],
        ["VLD-DW60S", "1"],
      ],
      { "POST /api/cart/product/": cart },
    );
    expect(await outcome).toEqual({ ok: true, message: "Added 2 products to the cart.", data: cart });
    expect(api.sent).toEqual([
      { call: "POST /api/cart/product/", body: { sku: "KOR-FR1115", qty: 2 } },
      { call: "POST /api/cart/product/", body: { sku: "VLD-DW60S", qty: 1 } },
    ]);
  });

  it("says which line the API refused and why, keeping the others", async () => {
    let calls = 0;
    const { outcome } = run(
      [
        ["KOR-FR1115", "1"],
        ["GONE-1", "1"],
      ],
      {
        "POST /api/cart/product/": () => (calls++ === 0 ? cart : Response.json(["This product is not available."], { status: 400 })),
      },
    );
    expect(await outcome).toEqual({
      ok: false,
      message: "Added 1 product to the cart. GONE-1 was not added: This product is not available.",
      data: cart,
    });
  });

  it("asks the API nothing for a form with a bad line", async () => {
    const { api, outcome } = run([["KOR-FR1115", "200"]]);
    expect(await outcome).toEqual({ ok: false, message: cartBuilderMessages.badQuantity(1) });
    expect(api.sent).toEqual([]);
  });

  it("answers a post without JavaScript with the cart builder again and its flash", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "POST /api/cart/product/": cart }).fetch);
    const request = actionPost("/cart-builder", { sku: "KOR-FR1115", qty: "1", returnTo: "/cart-builder?lines=KOR-FR1115*1" });
    const answer = readActionAnswer(await action({ request, context: actionContext() }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/cart-builder?lines=KOR-FR1115*1");
    expect(readFlash(answer.headers.getSetCookie().at(-1)?.split(";")[0])).toEqual({ ok: true, message: "Added 1 product to the cart." });
  });
});

describe("the cart builder's loader", () => {
  const load = async (url: string, answers: Record<string, FakeAnswer>) => {
    vi.stubGlobal("fetch", fakeFetch(answers).fetch);
    vi.stubEnv("API_URL", "http://api.test");
    const answer = (await loader({ request: new Request(`http://shop.test${url}`), params: {}, context: actionContext() })) as {
      page: { lines: unknown[]; brokenLink: boolean };
    };
    vi.unstubAllEnvs();
    return answer.page;
  };

  it("reads the link's products, and names one the shop no longer sells", async () => {
    const page = await load("/cart-builder?lines=KOR-FR1115*2~GONE-1*1", {
      "GET /api/v2/product/sku/KOR-FR1115": { sku: "KOR-FR1115", title: "Korrin 300L Fridge", uri: "/p/korrin-300l", price: 999 },
      "GET /api/v2/product/sku/GONE-1": Response.json({ message: "Not found" }, { status: 404 }),
      "GET /api/redirect": {},
    });
    expect(page).toMatchObject({
      brokenLink: false,
      lines: [
        { sku: "KOR-FR1115", qty: 2, product: { title: "Korrin 300L Fridge", uri: "/p/korrin-300l", price: 999 } },
        { sku: "GONE-1", qty: 1, product: null },
      ],
    });
  });

  it("says a link that is not a list of lines is broken, and asks the API nothing", async () => {
    expect(await load("/cart-builder?lines=nonsense", {})).toMatchObject({ brokenLink: true, lines: [] });
    expect(await load("/cart-builder", {})).toMatchObject({ brokenLink: false, lines: [] });
  });
});
