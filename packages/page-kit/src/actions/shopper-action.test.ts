// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTION_ORIGIN, actionContext, actionPost, readActionAnswer } from "../testing";
import { readFlash } from "./action-flash";
import {
  CLIENT_ADDRESS_HEADER,
  FOREIGN_POST_MESSAGE,
  foreignPostRefusal,
  hasShopperSession,
  isDocumentPost,
  MALFORMED_POST_MESSAGE,
  returnPathOf,
  shopperAction,
  STOREFRONT_ORIGIN_HEADER,
  type ShopperActionHandler,
} from "./shopper-action";

interface SentCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

let sent: SentCall[] = [];
let answer: () => Response = () => Response.json({ lines: 1 });

beforeEach(() => {
  sent = [];
  answer = () => Response.json({ lines: 1 });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

/** An action that posts the form's `sku` to the API, as the cart's does. */
const writes: ShopperActionHandler<unknown> = async ({ form, api }) => {
  const data = await api.post("/api/cart/product/", { sku: form.get("sku") });
  return { ok: true, message: "Added to your cart.", data };
};

const run = (request: Request, handler = writes, renderRefusals = false) =>
  shopperAction({ request, context: actionContext() }, { fallbackPath: "/cart", renderRefusals }, handler).then(readActionAnswer);

describe("a shopper action posted without JavaScript", () => {
  it("calls the API with the shopper's cookies, a JSON body and the storefront's origin, then goes back with the outcome", async () => {
    answer = () =>
      new Response(JSON.stringify({ lines: 1 }), {
        headers: {
          "content-type": "application/json",
          "set-cookie": "sf_session=new.sig; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
        },
      });
    const request = actionPost(
      "/cart",
      { sku: "OVN-1", returnTo: "/p/oven?colour=black" },
      { cookie: "wau=7", headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.9" } },
    );
    const result = await run(request);

    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call).toMatchObject({ url: "http://127.0.0.1:4000/api/cart/product/", method: "POST", body: { sku: "OVN-1" } });
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(call?.headers.get("cookie")).toBe("wau=7");
    expect(call?.headers.get("origin")).toBe(ACTION_ORIGIN);
    expect(call?.headers.get("x-forwarded-host")).toBe("shop.test");
    expect(call?.headers.get("x-forwarded-proto")).toBe("http");
    expect(call?.headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(call?.headers.get("x-storefront-brand")).toBe("wa");

    expect(result.status).toBe(303);
    expect(result.location).toBe("/p/oven?colour=black");
    const cookies = result.headers.getSetCookie();
    expect(cookies[0]).toBe("sf_session=new.sig; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax");
    expect(readFlash(cookies[1]?.split(";")[0])).toEqual({ ok: true, message: "Added to your cart." });
  });

  it("goes back to the page it came from when the form names none, or names another site", async () => {
    const cases: [Record<string, string>, Record<string, string>, string][] = [
      [{ sku: "A" }, { referer: `${ACTION_ORIGIN}/c/ovens?page=2` }, "/c/ovens?page=2"],
      [{ sku: "A", returnTo: "//evil.example/x" }, { referer: `${ACTION_ORIGIN}/stores` }, "/stores"],
      [{ sku: "A", returnTo: "https://evil.example/" }, { referer: "https://evil.example/" }, "/cart"],
      [{ sku: "A" }, {}, "/cart"],
    ];
    for (const [fields, headers, expected] of cases) {
      expect((await run(actionPost("/cart", fields, { headers }))).location, JSON.stringify(fields)).toBe(expected);
    }
  });

  it("goes back with the refusal in the API's own words", async () => {
    answer = () => Response.json(["Only 99 of a product can be in the cart."], { status: 400 });
    const result = await run(actionPost("/cart", { sku: "OVN-1", returnTo: "/p/oven" }));
    expect(result.status).toBe(303);
    expect(readFlash(result.headers.getSetCookie()[0]?.split(";")[0])).toEqual({
      ok: false,
      message: "Only 99 of a product can be in the cart.",
    });
  });

  it("renders the action's own page with the messages and fields, when asked to, instead of going back", async () => {
    const refuses: ShopperActionHandler<never> = async () => ({
      ok: false,
      message: "There has been an error.",
      fieldErrors: { email: "Please enter a valid Email" },
      values: { email: "nope" },
    });
    const result = await run(actionPost("/newsletter", { email: "nope" }), refuses, true);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, fieldErrors: { email: "Please enter a valid Email" }, values: { email: "nope" } });
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it("renders the action's own page with a success too, when asked to, instead of going back with a flash", async () => {
    const request = actionPost("/notify-me/confirm", { sku: "OVN-1", returnTo: "/notify-me/confirm?token=t" });
    const result = await shopperAction({ request, context: actionContext() }, { fallbackPath: "/", renderSuccess: true }, writes).then(
      readActionAnswer,
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, message: "Added to your cart.", data: { lines: 1 } });
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("sf_flash="))).toBe(false);
  });

  it("tells the shopper to try again when the API cannot be reached, and never fails itself", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const result = await run(actionPost("/cart", { sku: "OVN-1", returnTo: "/p/oven" }));
    expect(result.status).toBe(303);
    expect(readFlash(result.headers.getSetCookie()[0]?.split(";")[0])).toMatchObject({ ok: false });
  });
});

describe("the same action submitted by the hydrated page (the router's fetch)", () => {
  it("answers the outcome as data, with the API's cookies relayed, and no flash", async () => {
    answer = () =>
      new Response(JSON.stringify({ lines: 2 }), { headers: { "content-type": "application/json", "set-cookie": "sf_session=s; Path=/" } });
    const result = await run(actionPost("/cart", { sku: "OVN-1" }, { document: false }));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ ok: true, message: "Added to your cart.", data: { lines: 2 } });
    expect(result.headers.getSetCookie()).toEqual(["sf_session=s; Path=/"]);
  });

  it("answers a refusal with status 400", async () => {
    answer = () => Response.json(["That product is not in your cart."], { status: 400 });
    const result = await run(actionPost("/cart", { sku: "OVN-1" }, { document: false }));
    expect(result).toMatchObject({ status: 400, data: { ok: false, message: "That product is not in your cart." } });
  });
});

describe("posts the action refuses before calling the API", () => {
  it("refuses a cross-site post (403) and changes nothing", async () => {
    for (const request of [
      actionPost("/cart", { sku: "A" }, { origin: "https://evil.example" }),
      actionPost("/cart", { sku: "A" }, { origin: "null" }),
      actionPost("/cart", { sku: "A" }, { origin: null, headers: { "sec-fetch-site": "cross-site" } }),
      actionPost("/cart", { sku: "A" }, { origin: null, headers: { "sec-fetch-site": "same-site" } }),
      actionPost("/cart", { sku: "A" }, { document: false, origin: "https://shop.test.evil.example" }),
    ]) {
      const result = await run(request);
      expect(result.status).toBe(403);
      expect(result.data).toEqual({ ok: false, message: FOREIGN_POST_MESSAGE });
      expect(result.headers.getSetCookie()).toEqual([]);
    }
    expect(sent).toEqual([]);
  });

  it("refuses a body that is no form (400)", async () => {
    const json = new Request(`${ACTION_ORIGIN}/cart`, {
      method: "POST",
      body: JSON.stringify({ sku: "A" }),
      headers: { "content-type": "application/json", origin: ACTION_ORIGIN },
    });
    const huge = actionPost("/cart", { sku: "x".repeat(20_000) }, { headers: { "content-length": "20010" } });
    for (const request of [json, huge]) {
      expect(await run(request)).toMatchObject({ status: 400, data: { ok: false, message: MALFORMED_POST_MESSAGE } });
    }
    expect(sent).toEqual([]);
  });
});

describe("the checks", () => {
  const withHeaders = (headers: Record<string, string>) => new Request(`${ACTION_ORIGIN}/cart`, { method: "POST", headers });

  it("takes the storefront's own origin, and its configured public one, as its own", () => {
    expect(foreignPostRefusal(withHeaders({ origin: ACTION_ORIGIN, "sec-fetch-site": "same-origin" }))).toBeNull();
    expect(foreignPostRefusal(withHeaders({}))).toBeNull();
    expect(foreignPostRefusal(withHeaders({ "sec-fetch-site": "none" }))).toBeNull();
    expect(
      foreignPostRefusal(withHeaders({ origin: "https://www.shop.example", [STOREFRONT_ORIGIN_HEADER]: "https://www.shop.example" })),
    ).toBeNull();
    expect(foreignPostRefusal(withHeaders({ origin: "https://www.shop.example" }))).toBe("Origin https://www.shop.example");
  });

  it("tells the browser's own form post from the router's fetch", () => {
    expect(isDocumentPost(withHeaders({ "sec-fetch-mode": "navigate" }))).toBe(true);
    expect(isDocumentPost(withHeaders({ "sec-fetch-mode": "cors", accept: "text/html" }))).toBe(false);
    expect(isDocumentPost(withHeaders({ accept: "text/html,*/*" }))).toBe(true);
    expect(isDocumentPost(withHeaders({ accept: "*/*" }))).toBe(false);
  });

  it("knows a shopper with a session by the API's cookie", () => {
    expect(hasShopperSession(withHeaders({ cookie: "wau=1; sf_session=abc.sig" }))).toBe(true);
    expect(hasShopperSession(withHeaders({ cookie: "sf_session_old=1; wau=1" }))).toBe(false);
    expect(hasShopperSession(withHeaders({}))).toBe(false);
  });

  it("comes back only to paths on this site, never to a sign-in page", () => {
    const form = (returnTo: string) => {
      const fields = new FormData();
      fields.set("returnTo", returnTo);
      return fields;
    };
    const request = withHeaders({});
    expect(returnPathOf(form("/p/oven"), request, "/cart")).toBe("/p/oven");
    expect(returnPathOf(form("/\\evil.example"), request, "/cart")).toBe("/cart");
    expect(returnPathOf(form("/account/login"), request, "/cart")).toBe("/cart");
  });
});
