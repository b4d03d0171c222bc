import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isPersonalPath, PRIVATE_NO_STORE, PRIVATE_REVALIDATE, retiredCacheVariablesWarning } from "./http-caching";
import { DEFAULT_PAGE_CACHE, PAGE_CACHE_HEADER } from "./page-cache";
import { CSP_NONCE_HEADER } from "./render-headers";
import { createStorefrontApp } from "./storefront-app";
import { fakeBuild, listen, rawGet } from "./test-helpers";

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? "";

/** A storefront whose render draws the address and the nonce; /missing is a 404, /outage a 503, /sets-cookie sets a cookie. */
async function storefront(pageCacheMs: number) {
  const renders: string[] = [];
  const build = fakeBuild((request) => {
    const path = new URL(request.url).pathname;
    renders.push(path);
    const nonce = request.headers.get(CSP_NONCE_HEADER) ?? "";
    const page = `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><h1>${path}</h1>${"<p>text</p>".repeat(200)}</body></html>`;
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    if (path === "/sets-cookie") headers.set("Set-Cookie", "sid=new; Path=/; HttpOnly");
    return new Response(page, { status: path === "/missing" ? 404 : path === "/outage" ? 503 : 200, headers });
  });
  const app = await createStorefrontApp({
    build,
    clientDir: mkdtempSync(join(tmpdir(), "http-caching-client-")),
    brand: "hc",
    api: "http://127.0.0.1:9",
    origin: "http://localhost:3005",
    pageCache: { ...DEFAULT_PAGE_CACHE, freshMs: pageCacheMs },
  });
  const server = createServer(app);
  return { server, url: await listen(server), renders };
}

describe("Cache-Control of rendered pages (issue 17 item 2, issue 41 item 10)", () => {
  let shop: Awaited<ReturnType<typeof storefront>>;
  beforeAll(async () => (shop = await storefront(60_000)));
  afterAll(() => new Promise<void>((done) => shop.server.close(() => done())));
  beforeEach(() => (shop.renders.length = 0));

  it("lets the browser of a visitor without cookies keep a page and revalidate it, and no shared cache keep it", async () => {
    for (const path of ["/", "/c/kitchen", "/p/kettle?colour=red"]) {
      const answer = await rawGet(`${shop.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe(PRIVATE_REVALIDATE);
      expect(answer.headers["cache-control"], path).not.toMatch(/public|s-maxage|stale-while-revalidate/);
      expect(answer.headers.etag, path).toMatch(/^"[\w-]{22}"$/);
      expect(answer.headers.vary, path).toMatch(/\bCookie\b/);
    }
  });

  it("gives each answer of a page its own nonce, and so lets none of them be shared, fresh from the page cache or not", async () => {
    const answers = [await rawGet(`${shop.url}/c/nonce`), await rawGet(`${shop.url}/c/nonce`), await rawGet(`${shop.url}/c/nonce`)];
    expect(answers.map((answer) => answer.headers[PAGE_CACHE_HEADER])).toEqual(["MISS", "HIT", "HIT"]);
    const nonces = answers.map((answer) => nonceOf(answer.headers["content-security-policy"]));
    expect(new Set(nonces).size).toBe(3);
    answers.forEach((answer, index) => {
      expect(answer.body.toString()).toContain(`<script nonce="${nonces[index]}">`);
      expect(answer.headers["cache-control"]).toBe(PRIVATE_REVALIDATE);
    });
  });

  it("keeps a page rendered for a visitor with a cookie or credentials private", async () => {
    for (const headers of [{ cookie: "sid=shopper-1" }, { cookie: "alertBannerClosed=1" }, { authorization: "Bearer token" }] as Record<
      string,
      string
    >[]) {
      const answer = await rawGet(`${shop.url}/c/kitchen`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
      expect(answer.headers.etag).toBeUndefined();
    }
  });

  it("keeps the personal pages private whatever the cookie, and renders them for each visitor", async () => {
    const personal = [
      "/cart",
      "/customer/checkout",
      "/customer/confirmation?id=1",
      "/account",
      "/account/orders/7",
      "/account/login",
      "/account/logout",
      "/blank/account/login-callback",
      "/blank/staff-panel",
      "/project/12",
      "/project-admin",
      "/performance-dashboard",
      "/Account/Profile",
      "/account.data",
    ];
    for (const path of personal) {
      for (const headers of [{}, { cookie: "sid=shopper-1" }] as Record<string, string>[]) {
        const answer = await rawGet(`${shop.url}${path}`, headers);
        expect(answer.headers["cache-control"], path).toBe(PRIVATE_NO_STORE);
        expect(answer.headers.etag, path).toBeUndefined();
        expect(answer.headers[PAGE_CACHE_HEADER], path).toBeUndefined();
      }
    }
    // Never from the page cache: every request rendered.
    expect(shop.renders.filter((path) => path === "/account")).toHaveLength(2);
  });

  it("never lets any cache keep an error page", async () => {
    const missing = await rawGet(`${shop.url}/missing`);
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(missing.headers.etag).toBeUndefined();
    // The outage page, which every visitor waiting for the render is given (page-cache.ts).
    const outage = await rawGet(`${shop.url}/outage`);
    expect(outage.status).toBe(503);
    expect(outage.headers["cache-control"]).toBe("no-store");
  });

  it("keeps private a page whose render set a cookie for a visitor without one", async () => {
    const answer = await rawGet(`${shop.url}/sets-cookie`);
    expect(answer.headers["set-cookie"]).toBeDefined();
    expect(answer.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });
});

describe("ETag and 304 Not Modified of pages for visitors without cookies (issue 17 item 2)", () => {
  let shop: Awaited<ReturnType<typeof storefront>>;
  beforeAll(async () => (shop = await storefront(60_000)));
  afterAll(() => new Promise<void>((done) => shop.server.close(() => done())));

  it("gives two answers of one page with different nonces the same strong ETag", async () => {
    const first = await rawGet(`${shop.url}/c/tagged`);
    const second = await rawGet(`${shop.url}/c/tagged`);
    expect(nonceOf(first.headers["content-security-policy"])).not.toBe(nonceOf(second.headers["content-security-policy"]));
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Another page, another tag.
    expect((await rawGet(`${shop.url}/c/other`)).headers.etag).not.toBe(first.headers.etag);
  });

  it("answers 304 without a body and without a Content-Security-Policy when If-None-Match names the page", async () => {
    const page = await rawGet(`${shop.url}/c/revalidated`);
    const etag = String(page.headers.etag);
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, "*"]) {
      const again = await rawGet(`${shop.url}/c/revalidated`, { "if-none-match": ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers["content-security-policy"]).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(PRIVATE_REVALIDATE);
    }
  });

  it("answers the page with 200 when If-None-Match names another page", async () => {
    const page = await rawGet(`${shop.url}/c/changed`);
    const again = await rawGet(`${shop.url}/c/changed`, { "if-none-match": '"an-older-render-of-it"' });
    expect(again.status).toBe(200);
    expect(again.body.toString()).toContain("<h1>/c/changed</h1>");
    expect(again.headers.etag).toBe(page.headers.etag);
    expect(again.headers["content-security-policy"]).toContain("'nonce-");
  });

  it("tags each content coding of the page apart, and answers 304 to each with its own tag", async () => {
    const plain = await rawGet(`${shop.url}/c/coded`);
    const gzip = await rawGet(`${shop.url}/c/coded`, { "accept-encoding": "gzip" });
    const brotli = await rawGet(`${shop.url}/c/coded`, { "accept-encoding": "br" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain("<h1>/c/coded</h1>");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(new Set([plain.headers.etag, gzip.headers.etag, brotli.headers.etag]).size).toBe(3);
    const revalidated = await rawGet(`${shop.url}/c/coded`, { "accept-encoding": "gzip", "if-none-match": String(gzip.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toMatch(/Accept-Encoding/i);
    const otherCoding = await rawGet(`${shop.url}/c/coded`, { "accept-encoding": "br", "if-none-match": String(gzip.headers.etag) });
    expect(otherCoding.status).toBe(200);
  });

  it("never answers 304 to a visitor with a cookie: the page is rendered for it", async () => {
    const page = await rawGet(`${shop.url}/c/signed-in`);
    const answer = await rawGet(`${shop.url}/c/signed-in`, { cookie: "sid=shopper-1", "if-none-match": String(page.headers.etag) });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });
});

describe("with the page cache off", () => {
  let shop: Awaited<ReturnType<typeof storefront>>;
  beforeAll(async () => (shop = await storefront(0)));
  afterAll(() => new Promise<void>((done) => shop.server.close(() => done())));

  it("still lets the browser keep a page for a visitor without cookies, and keeps the personal pages private", async () => {
    expect((await rawGet(`${shop.url}/c/kitchen`)).headers["cache-control"]).toBe(PRIVATE_REVALIDATE);
    expect((await rawGet(`${shop.url}/account`)).headers["cache-control"]).toBe(PRIVATE_NO_STORE);
    expect((await rawGet(`${shop.url}/c/kitchen`, { cookie: "sid=1" })).headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });
});

describe("the shared-cache times of before (STOREFRONT_S_MAXAGE, STOREFRONT_STALE_WHILE_REVALIDATE)", () => {
  it("are no longer read, and named in a warning at start when set", () => {
    expect(retiredCacheVariablesWarning({})).toBeNull();
    expect(retiredCacheVariablesWarning({ STOREFRONT_S_MAXAGE: " " })).toBeNull();
    expect(retiredCacheVariablesWarning({ STOREFRONT_S_MAXAGE: "60" })).toBe(
      "STOREFRONT_S_MAXAGE is no longer read: every page carries its own CSP nonce, so no shared cache may keep one (packages/runtime README, HTTP caching of pages).",
    );
    expect(retiredCacheVariablesWarning({ STOREFRONT_S_MAXAGE: "60", STOREFRONT_STALE_WHILE_REVALIDATE: "300" })).toMatch(
      /^STOREFRONT_S_MAXAGE and STOREFRONT_STALE_WHILE_REVALIDATE are no longer read/,
    );
  });
});

describe("isPersonalPath", () => {
  it("names the cart, checkout, account, login and staff pages, not the catalogue", () => {
    for (const path of [
      "/cart",
      "/customer/checkout",
      "/account/login",
      "/project-admin/x",
      "/performance-dashboard/a",
      "/blank/staff-panel",
    ]) {
      expect(isPersonalPath(path), path).toBe(true);
    }
    for (const path of ["/", "/c/account", "/p/cart-trolley", "/projects-and-ideas", "/accounting", "/_root.data", "/stores"]) {
      expect(isPersonalPath(path), path).toBe(false);
    }
  });
});
