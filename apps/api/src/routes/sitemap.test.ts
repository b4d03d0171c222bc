import { arrayContains, count, eq, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, products, stores } from "../db/schema";
import { setupTestApi } from "../test-helpers";
import { SITEMAP_PAGE_SIZE, type SitemapEntry } from "@storefront/api-contract/sitemap";

const api = setupTestApi();

interface SitemapPage {
  kind: string;
  page: number;
  totalCount: number;
  items: SitemapEntry[];
}

const get = async <T>(url: string, brand = "wa") => {
  const response = await api.request({ method: "GET", url, brand });
  return { status: response.statusCode, body: response.json<T>() };
};

describe("sitemap paths", () => {
  it("counts the pages of products, categories, brands and content at the protocol's 50,000 URLs each", async () => {
    const { body } = await get<{ pageSize: number; kinds: { kind: string; totalCount: number; pages: number }[] }>("/api/sitemap");
    expect(body.pageSize).toBe(SITEMAP_PAGE_SIZE);
    expect(body.kinds.map((k) => k.kind)).toEqual(["products", "categories", "brands", "content"]);
    const [{ n }] = (await api.db
      .select({ n: count() })
      .from(products)
      .where(arrayContains(products.storefronts, ["wa"]) as SQL)) as [{ n: number }];
    expect(body.kinds[0]).toEqual({ kind: "products", totalCount: n, pages: Math.ceil(n / SITEMAP_PAGE_SIZE) });
    for (const kind of body.kinds) expect(kind.totalCount, kind.kind).toBeGreaterThan(0);
  });

  it("lists only the storefront's own products, with the day each was released", async () => {
    const wa = await get<SitemapPage>("/api/sitemap/products", "wa");
    const fk = await get<SitemapPage>("/api/sitemap/products", "fk");
    expect(wa.body.items.length).toBe(wa.body.totalCount);
    expect(wa.body.items[0]).toEqual({
      path: expect.stringMatching(/^\/p\/[a-z0-9-]+$/),
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(fk.body.totalCount).not.toBe(wa.body.totalCount);
  });

  it("pages a long list without gaps or repeats, and answers 404 past the last page", async () => {
    const all = (await get<SitemapPage>("/api/sitemap/products")).body.items.map((item) => item.path);
    const pageSize = Math.ceil(all.length / 3);
    const pages = await Promise.all([1, 2, 3].map((page) => get<SitemapPage>(`/api/sitemap/products?page=${page}&pageSize=${pageSize}`)));
    expect(pages.flatMap((page) => page.body.items.map((item) => item.path))).toEqual(all);
    expect((await get(`/api/sitemap/products?page=4&pageSize=${pageSize}`)).status).toBe(404);
  });

  it("lists the categories the storefront shows and the brands it sells", async () => {
    const visible = await api.db
      .select({ path: categories.path })
      .from(categories)
      .where(arrayContains(categories.storefronts, ["aol-nz"]) as SQL);
    const categoryPaths = (await get<SitemapPage>("/api/sitemap/categories", "aol-nz")).body.items.map((item) => item.path);
    expect(categoryPaths.sort()).toEqual(visible.map((c) => `/c/${c.path}`).sort());
    const brands = (await get<{ items: { uri: string }[] }>("/api/brands", "aol-nz")).body.items.map((brand) => brand.uri);
    const brandPaths = (await get<SitemapPage>("/api/sitemap/brands", "aol-nz")).body.items.map((item) => item.path);
    expect(brandPaths.sort()).toEqual([...brands].sort());
  });

  it("lists the home page, content pages and the country's stores", async () => {
    const paths = (await get<SitemapPage>("/api/sitemap/content", "aol-nz")).body.items.map((item) => item.path);
    expect(paths[0]).toBe("/");
    expect(paths.some((path) => /^\/(s|recipes|blog|catalogue-details|inspiration)\//.test(path))).toBe(true);
    const nzStores = await api.db.select({ uri: stores.storeUri }).from(stores).where(eq(stores.country, "NZ"));
    expect(nzStores.length).toBeGreaterThan(0);
    for (const { uri } of nzStores) expect(paths).toContain(`/stores/${uri}`);
    expect(paths.filter((path) => path.startsWith("/stores/"))).toHaveLength(nzStores.length);
  });

  it("refuses an unknown kind or a page out of range with a 400", async () => {
    expect((await get("/api/sitemap/orders")).status).toBe(400);
    expect((await get("/api/sitemap/products?page=0")).status).toBe(400);
    expect((await get("/api/sitemap/products?pageSize=50001")).status).toBe(400);
  });
});
