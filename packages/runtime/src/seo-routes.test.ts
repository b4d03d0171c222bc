import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicOrigin } from "./app-config";
import { SITEMAP_UNAVAILABLE_MESSAGE } from "./seo-routes";
import { createStorefrontApp } from "./storefront-app";
import { fakeBuild, listen, rawGet } from "./test-helpers";

const ORIGIN = "https://www.hearth.example";
const brand = {
  displayName: "Hearth & Care",
  theme: { color: { brand: { primary: "#2f5d50" } }, logo: { text: "Hearth & Care", markColor: "#e9c46a" } },
};

describe("robots.txt, sitemaps and the favicon of a storefront", () => {
  const brandsSeen: string[] = [];
  const partsAsked: string[] = [];
  let api: Server;
  let shop: Server;
  let orphan: Server;
  let url: string;
  let orphanUrl: string;

  beforeAll(async () => {
    // The API's sitemap calls (apps/api/src/routes/sitemap.ts): two pages of products, one of the rest.
    api = createServer((req, res) => {
      brandsSeen.push(String(req.headers["x-storefront-brand"]));
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const { pathname, searchParams } = new URL(req.url ?? "/", "http://api");
      if (pathname === "/api/sitemap" && searchParams.get("pageSize") === "50000") {
        const kinds = [
          { kind: "products", totalCount: 3, pages: 2 },
          { kind: "categories", totalCount: 1, pages: 1 },
          { kind: "brands", totalCount: 1, pages: 1 },
          { kind: "content", totalCount: 1, pages: 1 },
        ];
        return reply(200, { pageSize: 2, kinds });
      }
      // A file is asked for in parts of 5,000: products-1.xml holds 10,003 paths (API pages 1 to 3),
      // products-2.xml one (API page 11, the first of the second file).
      const part = `${pathname}?page=${searchParams.get("page")}&pageSize=${searchParams.get("pageSize")}`;
      partsAsked.push(part);
      const paths = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ path: `/p/product-${from + i}` }));
      if (part === "/api/sitemap/products?page=1&pageSize=5000") return reply(200, { items: paths(0, 5000) });
      if (part === "/api/sitemap/products?page=2&pageSize=5000") return reply(200, { items: paths(5000, 5000) });
      if (part === "/api/sitemap/products?page=3&pageSize=5000") return reply(200, { items: paths(10_000, 3) });
      if (part === "/api/sitemap/products?page=11&pageSize=5000")
        return reply(200, { items: [{ path: "/p/oven-&-grill", lastModified: "2026-03-01" }] });
      if (part === "/api/sitemap/categories?page=1&pageSize=5000") return reply(200, { items: [{ path: "/c/kitchen/ovens" }] });
      return reply(404, { message: "No such page" });
    });
    const apiUrl = await listen(api);
    const clientDir = mkdtempSync(join(tmpdir(), "storefront-client-"));
    const build = fakeBuild(() => new Response("<!DOCTYPE html><p>Page not found</p>", { status: 404 }), { brand });
    shop = createServer(await createStorefrontApp({ build, clientDir, brand: "hc", api: apiUrl, origin: ORIGIN }));
    url = await listen(shop);
    orphan = createServer(await createStorefrontApp({ build, clientDir, brand: "hc", api: "http://127.0.0.1:9", origin: ORIGIN }));
    orphanUrl = await listen(orphan);
  });

  afterAll(() => {
    api.close();
    shop.close();
    orphan.close();
  });

  it("robots.txt names the sitemap on the storefront's configured origin, whatever the Host header says", async () => {
    const answer = await rawGet(`${url}/robots.txt`, { host: "evil.example" });
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const text = answer.body.toString();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/account$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/search$/m);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain("evil.example");
  });

  it("sitemap.xml is an index of every page of products, categories, brands and content", async () => {
    const answer = await rawGet(`${url}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...answer.body.toString().matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]);
    expect(answer.body.toString()).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs).toEqual([
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
      `${ORIGIN}/sitemaps/categories-1.xml`,
      `${ORIGIN}/sitemaps/brands-1.xml`,
      `${ORIGIN}/sitemaps/content-1.xml`,
    ]);
    expect(brandsSeen.every((seen) => seen === "hc")).toBe(true);
  });

  it("each sitemap lists absolute URLs on the brand's origin, escaped, with the last change where known", async () => {
    const products = (await rawGet(`${url}/sitemaps/products-2.xml`)).body.toString();
    expect(products).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(products).toContain(`<url><loc>${ORIGIN}/p/oven-&#38;-grill</loc><lastmod>2026-03-01</lastmod></url>`);
    expect((await rawGet(`${url}/sitemaps/categories-1.xml`)).body.toString()).toContain(`<url><loc>${ORIGIN}/c/kitchen/ovens</loc></url>`);
  });

  it("writes a file of more paths than a part from the API's parts in order, asking for no part past the last", async () => {
    partsAsked.length = 0;
    const answer = await rawGet(`${url}/sitemaps/products-1.xml`);
    expect(answer.status).toBe(200);
    const locs = [...answer.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(10_003);
    expect(locs[0]).toBe(`${ORIGIN}/p/product-0`);
    expect(locs[10_002]).toBe(`${ORIGIN}/p/product-10002`);
    expect(answer.body.toString().endsWith("</urlset>\n")).toBe(true);
    expect(partsAsked).toEqual([1, 2, 3].map((page) => `/api/sitemap/products?page=${page}&pageSize=5000`));
  });

  it("a sitemap page past the last, or of an unknown kind, is the storefront's not-found page", async () => {
    expect((await rawGet(`${url}/sitemaps/products-9.xml`)).status).toBe(404);
    expect((await rawGet(`${url}/sitemaps/orders-1.xml`)).status).toBe(404);
  });

  it("answers 503 with a retry time while the API is down, and robots.txt still works", async () => {
    const answer = await rawGet(`${orphanUrl}/sitemap.xml`);
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("120");
    expect(answer.body.toString()).toBe(SITEMAP_UNAVAILABLE_MESSAGE);
    expect((await rawGet(`${orphanUrl}/robots.txt`)).status).toBe(200);
  });

  it("favicon.ico is an icon holding a 32 px PNG in the brand's primary colour", async () => {
    const answer = await rawGet(`${url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/x-icon");
    const ico = answer.body;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // IDAT starts after the signature (8), IHDR (25) and its own length and type (8).
    const pixels = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
    const pixel = (x: number, y: number) => [...pixels.subarray(y * 129 + 1 + x * 4, y * 129 + 5 + x * 4)];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(3, 16)).toEqual([0x2f, 0x5d, 0x50, 255]);
    // The initial's left stroke ('H' drawn in the mark colour).
    expect(pixel(6, 16)).toEqual([0xe9, 0xc4, 0x6a, 255]);
  });
});

describe("the public origin", () => {
  it("is PUBLIC_ORIGIN when set, else localhost on the storefront's port", () => {
    expect(publicOrigin(3005, { PUBLIC_ORIGIN: "https://www.hearth.example/" })).toBe("https://www.hearth.example");
    expect(publicOrigin(3005, {})).toBe("http://localhost:3005");
  });

  it("refuses anything that is not an origin", () => {
    expect(() => publicOrigin(3005, { PUBLIC_ORIGIN: "https://shop.example/au" })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => publicOrigin(3005, { PUBLIC_ORIGIN: "ftp://shop.example" })).toThrow(/PUBLIC_ORIGIN/);
  });
});
