import { everyBrand } from "../brand-coverage";
import { expect, hydrated, test } from "./fixtures";

// Issue 17 items 1 and 6: what the production server sends besides pages.

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");

test(
  "robots.txt names the sitemap, whose pages list this brand's own pages on its own origin",
  everyBrand,
  async ({ request, storefront }) => {
    // No PUBLIC_ORIGIN in this suite: the storefront's default origin.
    const origin = `http://localhost:${storefront.port}`;
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const index = locs(await (await request.get("/sitemap.xml")).text());
    for (const kind of ["products", "categories", "brands", "content"]) expect(index).toContain(`${origin}/sitemaps/${kind}-1.xml`);
    for (const sitemap of ["products", "categories", "brands", "content"]) {
      const answer = await request.get(`/sitemaps/${sitemap}-1.xml`);
      expect(answer.headers()["content-type"]).toBe("application/xml; charset=utf-8");
      const [first] = locs(await answer.text());
      expect(first, sitemap).toMatch(new RegExp(`^${origin}/`));
      // A listed page is a real page of this storefront.
      expect((await request.get(new URL(first ?? origin).pathname)).status(), first).toBe(200);
    }

    const icon = await request.get("/favicon.ico");
    expect(icon.headers()["content-type"]).toBe("image/x-icon");
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  },
);

test("the page and its scripts arrive compressed (a visitor's page and the scripts in brotli), and the page's text is intact", async ({
  request,
  storefront,
}) => {
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  // A page rendered for a visitor (a session cookie) is compressed in brotli as it streams.
  const visitor = await request.get("/", { headers: { ...browser, cookie: "sid=e2e-compression" } });
  expect(visitor.headers()["content-encoding"]).toBe("br");
  expect(visitor.headers().vary).toMatch(/Accept-Encoding/i);
  expect(await visitor.text()).toContain(storefront.themeColor);
  // An anonymous page comes from the page cache, gzip built once per stored copy (runtime README).
  const page = await request.get("/", { headers: browser });
  expect(["br", "gzip"]).toContain(page.headers()["content-encoding"]);
  expect(page.headers().vary).toMatch(/Accept-Encoding/i);
  const html = await page.text();
  expect(html).toContain(storefront.themeColor);
  // The framework chunk (packages/runtime's first-load chunks): every page preloads it once it has
  // loaded (the held module script's data-preload). The entry script itself is a few bytes of
  // imports, under the 1 KB below which files travel as they are.
  const script = /data-preload="[^"]*?(\/assets\/framework-[^" ]+\.js)/.exec(html)?.[1];
  if (!script) throw new Error("the page should preload the framework chunk");
  const asset = await request.get(script, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  const gzip = await request.get(script, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toBe(await asset.text());
});

test("a page for a visitor without cookies is kept by no shared cache, each answer with its own nonce, and revalidated with an ETag and a 304; a personal page or a visitor's page is not kept at all", async ({
  request,
}) => {
  const home = await request.get("/");
  const second = await request.get("/");
  // issue 41 item 10: the browser keeps its own copy and asks again; no CDN hands one nonce to many shoppers.
  for (const answer of [home, second]) expect(answer.headers()["cache-control"]).toBe("private, no-cache");
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  expect(nonceOf(home.headers()["content-security-policy"])).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonceOf(home.headers()["content-security-policy"]));
  expect(await second.text()).toContain(`nonce="${nonceOf(second.headers()["content-security-policy"])}"`);
  // The stored page may be replaced by a new render between two requests (a new tag): ask again with that one.
  let etag = home.headers().etag ?? "";
  let again = await request.get("/", { headers: { "if-none-match": etag } });
  for (let tries = 0; again.status() === 200 && again.headers().etag !== etag && tries < 3; tries += 1) {
    etag = again.headers().etag ?? "";
    again = await request.get("/", { headers: { "if-none-match": etag } });
  }
  expect(again.status()).toBe(304);
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  const checkout = await request.get("/customer/checkout", { maxRedirects: 0 });
  expect(checkout.headers()["cache-control"]).toBe("private, no-store");
  const visitor = await request.get("/", { headers: { cookie: "sid=e2e-caching" } });
  expect(visitor.headers()["cache-control"]).toBe("private, no-store");
});

test("the page's modules are fetched once the page has loaded, and then it hydrates", async ({ page }) => {
  await page.goto("/c/kitchen");
  await hydrated(page);
  // The browser's own timings: when the load event began, and when each script was asked for.
  const { loadEventStart, scripts } = await page.evaluate(() => ({
    loadEventStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map(({ name, startTime }) => ({ name, startTime })),
  }));
  expect(scripts.map(({ name }) => name)).toContainEqual(expect.stringMatching(/\/assets\/framework-[\w-]+\.js$/));
  for (const { name, startTime } of scripts) expect(startTime, name).toBeGreaterThanOrEqual(loadEventStart);
});

test("every script of the page carries the response's CSP nonce, and nothing breaks the policy", async ({ page, request }) => {
  const answer = await request.get("/");
  const csp = answer.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(csp).not.toContain("'unsafe-inline' 'nonce");
  expect(csp).toContain("frame-ancestors 'self'");
  const scripts = [...(await answer.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stores" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a path segment over 100 characters answers the brand's not-found page, never a server error (issue 41 item 4)", async ({
  page,
  request,
  storefront,
}) => {
  const long = "a".repeat(101);
  const response = await page.goto(`/p/${long}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found \| /);
  // The brand's layout around it: its theme colour in the page.
  expect(await response?.text()).toContain(storefront.themeColor);
  for (const path of ["article", "blog", "brands", "form", "s", "stores", "promotion", "search", "c/kitchen"]) {
    const answer = await request.get(`/${path}/${long}`);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toContain("<title>Page not found | ");
  }
});
