import { arrayContains } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, products } from "../db/schema";
import { Shopper, setupTestApi } from "../test-helpers";
import { FOREIGN_ORIGIN_MESSAGE } from "./forgery-guard";

const api = setupTestApi();
let skus: string[];

beforeAll(async () => {
  skus = (
    await api.db
      .select({ sku: products.sku })
      .from(products)
      .where(arrayContains(products.storefronts, ["wa"]))
      .limit(2)
  ).map((row) => row.sku);
});

const json = { "content-type": "application/json" };
/** What a browser on the wa storefront sends through its /api forwarding. */
const fromStorefront = { origin: "http://localhost:3001", "sec-fetch-site": "same-origin", "x-forwarded-host": "localhost:3001" };

async function compareList(shopper: Shopper): Promise<string[]> {
  const response = await api.request({ method: "GET", url: "/api/compare", brand: "wa", shopper });
  return (response.json() as { products: { sku: string }[] }).products.map((product) => product.sku);
}

/** A shopper with one product in the compare list, added from the storefront's own page. */
async function shopperComparing(sku: string): Promise<Shopper> {
  const shopper = new Shopper();
  const added = await api.request({
    method: "POST",
    url: "/api/compare/product",
    brand: "wa",
    shopper,
    headers: { ...json, ...fromStorefront },
    payload: JSON.stringify(sku),
  });
  expect(added.statusCode, added.body).toBe(200);
  return shopper;
}

describe("writes from other sites (issue 18 item 5)", () => {
  it("refuses a text/plain post from another port's page with 415 and leaves the compare list unchanged", async () => {
    const shopper = await shopperComparing(skus[0]!);
    for (const origin of ["http://localhost:3002", "http://localhost:5173"]) {
      const forged = await api.request({
        method: "POST",
        url: "/api/compare/product",
        brand: "wa",
        shopper,
        headers: { "content-type": "text/plain", origin, "sec-fetch-site": "same-site" },
        payload: JSON.stringify(skus[1]),
      });
      expect([403, 415], origin).toContain(forged.statusCode);
    }
    const plain = await api.request({
      method: "POST",
      url: "/api/compare/product",
      brand: "wa",
      shopper,
      headers: { "content-type": "text/plain", ...fromStorefront },
      payload: JSON.stringify(skus[1]),
    });
    expect(plain.statusCode).toBe(415);
    expect(await compareList(shopper)).toEqual([skus[0]]);
  });

  it("refuses a write without a content type (415) and a text/plain analytics event, storing nothing", async () => {
    const shopper = await shopperComparing(skus[0]!);
    const bare = await api.request({ method: "POST", url: "/api/compare/product", brand: "wa", shopper, payload: JSON.stringify(skus[1]) });
    expect(bare.statusCode).toBe(415);
    const before = await api.db.$count(analyticsEvents);
    const event = await api.request({
      method: "POST",
      url: "/api/analytics/search",
      brand: "wa",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ analyticsEventType: "search", query: "fridge" }),
    });
    expect(event.statusCode).toBe(415);
    expect(await api.db.$count(analyticsEvents)).toBe(before);
    expect(await compareList(shopper)).toEqual([skus[0]]);
  });

  it("refuses a JSON write from a foreign Origin or a cross-site fetch with 403 and changes nothing", async () => {
    const shopper = await shopperComparing(skus[0]!);
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "http://localhost:4010", "sec-fetch-site": "same-site" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ]) {
      const forged = await api.request({
        method: "POST",
        url: "/api/compare/product",
        brand: "wa",
        shopper,
        headers: { ...json, ...headers },
        payload: JSON.stringify(skus[1]),
      });
      expect(forged.statusCode, JSON.stringify(headers)).toBe(403);
      expect(forged.json()).toEqual({ message: FOREIGN_ORIGIN_MESSAGE });
    }
    const removal = await api.request({
      method: "DELETE",
      url: `/api/compare/product/${skus[0]}`,
      brand: "wa",
      shopper,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(removal.statusCode).toBe(403);
    expect(await compareList(shopper)).toEqual([skus[0]]);
  });

  it("lets the storefront's own pages write through its /api forwarding, on any port it was reached at", async () => {
    const shopper = await shopperComparing(skus[0]!);
    const e2ePort = await api.request({
      method: "POST",
      url: "/api/compare/product",
      brand: "wa",
      shopper,
      headers: { ...json, origin: "http://127.0.0.1:13001", "sec-fetch-site": "same-origin", "x-forwarded-host": "127.0.0.1:13001" },
      payload: JSON.stringify(skus[1]),
    });
    expect(e2ePort.statusCode, e2ePort.body).toBe(200);
    const removal = await api.request({
      method: "DELETE",
      url: `/api/compare/product/${skus[1]}`,
      brand: "wa",
      shopper,
      headers: fromStorefront,
    });
    expect(removal.statusCode).toBe(200);
    expect(await compareList(shopper)).toEqual([skus[0]]);
  });

  it("does not believe X-Forwarded-Host from a client that is not the trusted proxy", async () => {
    const forged = await api.app.inject({
      method: "POST",
      url: "/api/compare/product",
      remoteAddress: "203.0.113.7",
      headers: { ...json, "x-storefront-brand": "wa", origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      payload: JSON.stringify(skus[0]),
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe("API response headers (issue 18 item 4)", () => {
  it("answers JSON with nosniff, a CSP that allows nothing and no framing, and a referrer policy", async () => {
    const response = await api.request({ method: "GET", url: "/api/settings", brand: "wa" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    const refused = await api.request({ method: "GET", url: "/api/no-such-call" });
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sets cookies without Secure over plain HTTP, and Secure with HSTS when the trusted storefront proxy says HTTPS", async () => {
    const plain = new Shopper();
    const overHttp = await api.request({
      method: "POST",
      url: "/api/compare/product",
      brand: "wa",
      shopper: plain,
      headers: { ...json, ...fromStorefront, "x-forwarded-proto": "http" },
      payload: JSON.stringify(skus[0]),
    });
    expect(String(overHttp.headers["set-cookie"])).not.toMatch(/;\s*Secure/i);

    const overHttps = await api.request({
      method: "POST",
      url: "/api/compare/product",
      brand: "wa",
      shopper: new Shopper(),
      headers: { ...json, origin: "https://localhost:3001", "x-forwarded-host": "localhost:3001", "x-forwarded-proto": "https" },
      payload: JSON.stringify(skus[0]),
    });
    expect(overHttps.statusCode, overHttps.body).toBe(200);
    expect(String(overHttps.headers["set-cookie"])).toMatch(/^sf_session=[^;]+;.*;\s*Secure/i);
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

    const untrusted = await api.app.inject({
      method: "POST",
      url: "/api/compare/product",
      remoteAddress: "203.0.113.7",
      headers: { ...json, "x-storefront-brand": "wa", "x-forwarded-proto": "https" },
      payload: JSON.stringify(skus[0]),
    });
    expect(untrusted.statusCode).toBe(200);
    expect(String(untrusted.headers["set-cookie"])).not.toMatch(/;\s*Secure/i);
  });
});

describe("the documentation page", () => {
  it("keeps the API's policy but allows its own inline style sheet", async () => {
    const page = await api.request({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });
});
