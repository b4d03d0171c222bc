// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flashCookie } from "@storefront/page-kit/action-flash";
import type { RootData } from "@storefront/page-kit/root-data";
import { brandWith, fakeFetch, readActionAnswer } from "@storefront/page-kit/testing";
import { loadStorefrontRoot } from "./root-loader";

const cart = { cartId: "c1", products: [], rewards: [], productCount: 0, orderTotal: 0, messages: [], errors: [] };
const compareList = { products: [{ sku: "OVN-1", productSKU: "OVN-1", productName: "Oven" }] };
let api: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  api = fakeFetch({
    "GET /api/settings": { items: [], totalCount: 0 },
    "GET /api/navbar/": null,
    "GET /api/alertBanner/": null,
    "GET /api/cart/": cart,
    "GET /api/compare": compareList,
  });
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** The root data, and the headers when the loader answered with React Router's data(). */
const load = async (cookie?: string): Promise<{ root: RootData; headers: Headers }> => {
  const request = new Request("http://shop.test/p/oven", cookie ? { headers: { cookie } } : {});
  const answer = await loadStorefrontRoot(request, brandWith(), {});
  if ("companyName" in answer) return { root: answer, headers: new Headers() };
  const { data, headers } = readActionAnswer(answer);
  return { root: data as RootData, headers };
};

describe("the storefront's root loader (issue 40)", () => {
  it("reads no cart or compare list for a visitor without the shopper's session", async () => {
    const { root } = await load("wau=1");
    expect(root.shopperState).toBeUndefined();
    expect(api.calls.filter((call) => call.includes("/cart") || call.includes("/compare"))).toEqual([]);
  });

  it("puts the shopper's cart and compare list in the page for a shopper with a session", async () => {
    const { root } = await load("sf_session=abc.sig");
    const queries = root.shopperState?.queries.map((query) => [query.queryKey, query.state.data]);
    expect(queries).toEqual(
      expect.arrayContaining([
        [["compare", "list"], compareList],
        [["cart", "detail", {}], cart],
      ]),
    );
  });

  it("shows the flash of a post without JavaScript once, and clears its cookie", async () => {
    const flash = flashCookie({ ok: true, message: "Added to your cart." }, false).split(";")[0];
    const { root, headers } = await load(`${flash}; wau=1`);
    expect(root.flash).toEqual({ ok: true, message: "Added to your cart." });
    expect(headers.getSetCookie()).toEqual(["sf_flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
  });

  it("clears a flash cookie it cannot read, and shows nothing", async () => {
    const { root, headers } = await load("sf_flash=forged");
    expect(root.flash).toBeNull();
    expect(headers.getSetCookie()).toHaveLength(1);
  });
});
