// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { brandContext } from "@storefront/page-kit/brand-context";
import { registerTestRoutes } from "@storefront/page-kit/testing";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { catalogueRoutes } from "../route-list";
import { brandWith, fakeApi, listingOf, mainBrand, productDetail, productSummary } from "../test-helpers";

const ours = catalogueRoutes.routes;

interface RouteModule {
  handle: { pageType: string };
  default: unknown;
  loader: (args: unknown) => Promise<unknown>;
  meta: (args: unknown) => { title?: string }[];
}

const load = (module: string) => import(`./${module}.tsx`) as Promise<RouteModule>;

describe("catalogue route modules", () => {
  it("serve the pages of issue 7, each route of the list pointing at a module of this package", () => {
    expect(ours.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "",
        "p/*",
        "c/*",
        "products",
        "brands",
        "brands/:uri",
        "search",
        "search/:uri",
        "promotions",
        "promotion/:uri",
        "sale",
        "stores",
        "stores/:uri",
        "cooking-demos",
        "recipes",
        "blog",
        "catalogue",
        "s/:uri",
        "sitemap",
        "form/:url",
        "ask-an-expert",
        "zipmoney",
        "afterpay",
        "klarna",
        "humm",
        "virtual-tour",
        "article/:uri",
        "winning-commercial",
        "pe-bookings",
        "culinary-support",
        "cookbook",
      ]),
    );
  });

  it.each(ours.map((route) => [route.path || "/", route] as const))(
    "%s declares the list's page type, a loader and a meta function",
    async (_path, route) => {
      const module = await load(route.module);
      expect(module.handle.pageType).toBe(route.pageType);
      expect(typeof module.default).toBe("function");
      expect(typeof module.loader).toBe("function");
      expect(typeof module.meta).toBe("function");
    },
  );
});

/** Calls a route's loader the way React Router does, with the brand in the router context. */
async function runLoader(
  module: string,
  url: string,
  params: Record<string, string>,
  answers: Record<string, unknown>,
  brand: BrandConfig = mainBrand,
) {
  const api = fakeApi(answers);
  // The loader's server client calls the global fetch with the API's absolute URL.
  vi.stubGlobal("fetch", api.fetch);
  const context = new RouterContextProvider();
  context.set(brandContext, brand);
  const { loader } = await load(module);
  try {
    return { result: await loader({ request: new Request(`http://shop.test${url}`), params, context }), api };
  } catch (thrown) {
    return { thrown, api };
  }
}

beforeEach(() => vi.stubEnv("API_URL", "http://api.test"));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const statusOf = (value: unknown) => (value as { init?: { status?: number } } | undefined)?.init?.status;
const pageOf = (value: unknown) =>
  ((value as { data?: { page?: unknown } }).data ?? (value as { page?: unknown })).page as Record<string, unknown>;

/** A content entry as the API answers it. */
const contentEntry = (kind: string, slug: string, title: string, body: string, uri: string) => ({
  kind,
  slug,
  title,
  summary: `${title}, in short.`,
  body,
  publishedOn: "2026-01-01",
  uri,
  details: {},
});

describe("over-long addresses (issue 41 item 4)", () => {
  const withParameter = ours.filter((route) => /[:*]/.test(route.path));
  const long = "a".repeat(101);

  it.each(withParameter.map((route) => [route.path, route] as const))(
    "%s answers the not-found page for a segment over 100 characters, without asking the API for it",
    async (path, route) => {
      const names = [...path.matchAll(/:(\w+)|(\*)/g)].map((match) => match[1] ?? "*");
      const params = Object.fromEntries(names.map((name) => [name, name === "*" ? `kitchen/${long}` : long]));
      const url = `/${path.replace(/:\w+/g, long).replace("*", `kitchen/${long}`)}`;
      const brand = brandWith({ cookingDemos: true, virtualTours: true });
      const { result, thrown, api } = await runLoader(route.module, url, params, {}, brand);
      expect(statusOf(result ?? thrown), url).toBe(404);
      expect(api.calls.filter((call) => call.url.href.includes(long)).length, url).toBe(0);
    },
  );

  it("answers the not-found page when the API refuses an address as too long (414)", async () => {
    const { result } = await runLoader(
      "brand",
      "/brands/x",
      { uri: "x" },
      {
        "GET /api/brands/x": new Response(JSON.stringify({ message: "The address has a part longer than 100 characters" }), {
          status: 414,
          headers: { "content-type": "application/json" },
        }),
      },
    );
    expect(statusOf(result)).toBe(404);
  });
});

describe("catalogue loaders", () => {
  it("prefetch a product with its title, share tags of type product with the large image, and trail", async () => {
    const product = productDetail();
    const { result } = await runLoader(
      "product",
      `${product.uri}`,
      { "*": product.uri.slice(3) },
      {
        [`GET /api/v2/product/slug/${product.slug}`]: product,
        "GET /api/meta/product/235": {
          title: "x",
          description: "Shared words",
          url: product.uri,
          type: "product",
          image: { url: "/big.svg", width: 1600, height: 630 },
        },
      },
    );
    const page = pageOf(result);
    expect(page).toMatchObject({
      title: product.title,
      social: { type: "product", description: "Shared words", image: { width: 1600, height: 630 } },
      breadcrumbs: product.breadcrumbs,
    });
    expect(JSON.stringify((result as { dehydratedState: unknown }).dehydratedState)).toContain(product.sku);
  });

  it("answer 404 with the not-found page for an unknown product", async () => {
    const { result } = await runLoader("product", "/p/nothing-here", { "*": "nothing-here" }, {});
    expect(statusOf(result)).toBe(404);
    expect(pageOf(result)).toMatchObject({ notFound: true, title: "Page not found" });
  });

  it("redirect an unknown product whose old address has a new home (spec 1 §8)", async () => {
    const { thrown } = await runLoader(
      "product",
      "/p/old-fridge",
      { "*": "old-fridge" },
      { "GET /api/redirect": { doRedirect: true, destinationUri: "/c/kitchen/fridges" } },
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/c/kitchen/fridges");
  });

  it("send a listing whose filter the API refuses to the unfiltered listing", async () => {
    const { thrown } = await runLoader(
      "category",
      "/c/kitchen?brand=gone",
      { "*": "kitchen" },
      { "GET /api/listing": Response.json(["brand has unknown values: gone"], { status: 400 }) },
    );
    expect((thrown as Response).headers.get("location")).toBe("/c/kitchen");
  });

  it("prefetch every product of the shop for /products, and a chosen category as that category's listing", async () => {
    const answers = {
      "GET /api/listing": listingOf([productSummary()], { type: "all", title: "All products" }),
      "GET /api/categories": { items: [] },
    };
    const all = await runLoader("products", "/products?sort=name", {}, answers);
    const allQuery = all.api.callsTo("/api/listing")[0]?.url.searchParams;
    expect(allQuery?.get("type")).toBe("all");
    expect(allQuery?.has("uri")).toBe(false);
    expect(allQuery?.get("sort")).toBe("name");
    expect(pageOf(all.result)).toMatchObject({
      title: "All products",
      social: { type: "product.group" },
      breadcrumbs: [{ name: "Products", uri: "/products" }],
    });

    const narrowed = await runLoader("products", "/products?category=kitchen/fridges", {}, answers);
    const narrowedQuery = narrowed.api.callsTo("/api/listing")[0]?.url.searchParams;
    expect([narrowedQuery?.get("type"), narrowedQuery?.get("uri")]).toEqual(["category", "kitchen/fridges"]);
  });

  it("send /products with a category the API does not know to the unfiltered listing", async () => {
    const { thrown } = await runLoader(
      "products",
      "/products?category=gone&brand=korrin",
      {},
      { "GET /api/listing": Response.json({ message: "No category 'gone'" }, { status: 404 }) },
    );
    expect((thrown as Response).headers.get("location")).toBe("/products");
  });

  it("share a category as product.group with the first product's medium image", async () => {
    const { result } = await runLoader(
      "category",
      "/c/kitchen",
      { "*": "kitchen" },
      {
        "GET /api/listing": listingOf([productSummary()]),
        "GET /api/categories": { items: [{ name: "Kitchen", slug: "kitchen", path: "kitchen", uri: "/c/kitchen", subCategories: [] }] },
      },
    );
    expect(pageOf(result)).toMatchObject({
      title: "Kitchen",
      social: { type: "product.group", image: { width: 350, height: 380 } },
      breadcrumbs: [{ name: "Kitchen", uri: "/c/kitchen" }],
    });
  });

  it("sanitise a static page's HTML on the server and share it as an article", async () => {
    const { result } = await runLoader(
      "static-page",
      "/s/about-us",
      { uri: "about-us" },
      {
        "GET /api/Static/about-us": contentEntry(
          "static",
          "about-us",
          "About us",
          '<p onclick="x()">Hello<script>alert(1)</script></p>',
          "/s/about-us",
        ),
      },
    );
    expect(pageOf(result)).toMatchObject({ html: "<p>Hello</p>", title: "About us", social: { type: "article" } });
  });

  it("load an article from the articles, sanitised, shared as an article", async () => {
    const { result } = await runLoader(
      "article",
      "/article/legendary-service",
      { uri: "legendary-service" },
      {
        "GET /api/content/articles/legendary-service": contentEntry(
          "article",
          "legendary-service",
          "Legendary service",
          '<p onclick="x()">We deliver<script>alert(1)</script></p>',
          "/article/legendary-service",
        ),
      },
    );
    expect(pageOf(result)).toMatchObject({
      html: "<p>We deliver</p>",
      title: "Legendary service",
      breadcrumbs: [{ name: "Legendary service", uri: "/article/legendary-service" }],
      social: { type: "article" },
    });
  });

  it("load a root-level page by its path, and answer 404 for a page the content service does not have", async () => {
    const { result } = await runLoader(
      "landing-page",
      "/culinary-support?from=menu",
      {},
      {
        "GET /api/content/pages/culinary-support": contentEntry(
          "page",
          "culinary-support",
          "Culinary support",
          "<p>Book a demonstration.</p>",
          "/culinary-support",
        ),
      },
    );
    expect(pageOf(result)).toMatchObject({
      title: "Culinary support",
      social: { type: "website" },
    });
    const missing = await runLoader("generic-page", "/pe-bookings", {}, {});
    expect(statusOf(missing.result)).toBe(404);
    expect(pageOf(missing.result)).toMatchObject({ title: "Page not found" });
  });

  it("load a custom form's definition from the API, and answer 404 for a form it does not know", async () => {
    const definition = {
      url: "product-enquiry",
      title: "Product enquiry",
      lead: "Ask us about a product.",
      source: "ProductEnquiry",
      phone: "optional",
      postcode: "required",
      messageLabel: "Your enquiry",
      submitLabel: "Send",
    };
    const known = await runLoader(
      "custom-form",
      "/form/Product-Enquiry",
      { url: "Product-Enquiry" },
      { "GET /api/forms/product-enquiry": definition },
    );
    expect(pageOf(known.result)).toMatchObject({
      title: "Product enquiry",
      description: "Ask us about a product.",
      breadcrumbs: [{ name: "Product enquiry", uri: "/form/product-enquiry" }],
    });
    expect(JSON.stringify((known.result as { dehydratedState: unknown }).dehydratedState)).toContain("Your enquiry");

    const unknown = await runLoader("custom-form", "/form/no-such-form", { url: "no-such-form" }, {});
    expect(statusOf(unknown.result)).toBe(404);
    expect(pageOf(unknown.result)).toMatchObject({ notFound: true });
    const malformed = await runLoader("custom-form", "/form/%3Cscript%3E", { url: "<script>" }, {});
    expect(statusOf(malformed.result)).toBe(404);
    expect(malformed.api.calls.filter((call) => call.url.pathname.startsWith("/api/forms"))).toEqual([]);
  });

  it("answer 404 for cooking demos where the brand has none", async () => {
    const { result } = await runLoader("cooking-demos", "/cooking-demos", {}, {}, brandWith({ cookingDemos: false }));
    expect(statusOf(result)).toBe(404);
  });

  it("follow the redirect table from /sale when no sale is on", async () => {
    const { thrown } = await runLoader(
      "sale",
      "/sale",
      {},
      {
        "GET /api/promotion/sale": null,
        "GET /api/promotions": { items: [], totalCount: 0 },
        "GET /api/redirect": { doRedirect: true, destinationUri: "/promotions" },
      },
    );
    expect((thrown as Response).headers.get("location")).toBe("/promotions");
  });

  it("give the home page the brand's landing banner", async () => {
    const { result } = await runLoader(
      "home",
      "/",
      {},
      { "GET /api/promotions": { items: [], totalCount: 0 }, "GET /api/categories": { items: [] }, "GET /api/promotion/sale": null },
    );
    expect(pageOf(result)).toMatchObject({ masthead: { mastheadHeading: "Wattle & Ash" } });
  });
});

const locationOf = (thrown: unknown) => (thrown as Response).headers.get("location");

describe("the search form's GET, /search?q=term (issue 40 item 2)", () => {
  beforeEach(registerTestRoutes);

  it("sends the browser where the search service says, with the term trimmed and sanitised", async () => {
    const { thrown, api } = await runLoader(
      "search",
      "/search?q=+%3Cfridge%3E+",
      {},
      {
        "GET /api/v2/sitesearch/search-url": { url: "/c/kitchen/fridges" },
      },
    );
    expect((thrown as Response).status).toBe(302);
    expect(locationOf(thrown)).toBe("/c/kitchen/fridges");
    expect(api.callsTo("/api/v2/sitesearch/search-url")[0]?.url.searchParams.get("searchterms")).toBe("fridge");
  });

  it("records the submitted term with the search-term call (GET /api/analytics/search, spec 1 §7), wherever it leads", async () => {
    const { thrown, api } = await runLoader(
      "search",
      "/search?q=+%3Cfridge%3E+",
      {},
      { "GET /api/v2/sitesearch/search-url": { url: "/c/kitchen/fridges" }, "GET /api/analytics/search": true },
    );
    expect(locationOf(thrown)).toBe("/c/kitchen/fridges");
    expect(api.callsTo("/api/analytics/search").map((call) => call.url.searchParams.get("searchTerm"))).toEqual(["fridge"]);
  });

  it("still sends the shopper on when the search-term call fails", async () => {
    const { thrown } = await runLoader(
      "search",
      "/search?q=oven",
      {},
      {
        "GET /api/v2/sitesearch/search-url": { url: "/search/oven" },
        "GET /api/analytics/search": Response.json({ message: "busy" }, { status: 500 }),
      },
    );
    expect(locationOf(thrown)).toBe("/search/oven");
  });

  it("asks the furniture search where the brand has it", async () => {
    const { thrown, api } = await runLoader(
      "search",
      "/search?q=sofa",
      {},
      { "GET /api/v2/product/search-url": { url: "/search/sofa" } },
      brandWith({ searchVariant: "furniture" }),
    );
    expect(locationOf(thrown)).toBe("/search/sofa");
    expect(api.callsTo("/api/v2/product/search-url")).toHaveLength(1);
  });

  it("loads a destination outside the app as a document (spec 1 §2.2)", async () => {
    const { thrown } = await runLoader(
      "search",
      "/search?q=legacy",
      {},
      {
        "GET /api/v2/sitesearch/search-url": { url: "/legacy/range" },
      },
    );
    expect(locationOf(thrown)).toBe("/legacy/range");
    expect((thrown as Response).headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("goes to the results page for the term when the search service fails", async () => {
    const { thrown } = await runLoader(
      "search",
      "/search?q=oven",
      {},
      {
        "GET /api/v2/sitesearch/search-url": Response.json({ message: "busy" }, { status: 500 }),
      },
    );
    expect(locationOf(thrown)).toBe("/search/oven");
  });

  it("asks the shopper for a term when there is none worth a search", async () => {
    const { result, api } = await runLoader("search", "/search?q=+a+", {}, {});
    expect(pageOf(result)).toMatchObject({ term: "", title: "Search" });
    expect(api.calls).toHaveLength(0);
  });
});

describe("listing addresses in their one form (issue 40 item 2)", () => {
  it("send a GET form's submission to the address the hydrated page goes to", async () => {
    const { thrown, api } = await runLoader(
      "category",
      "/c/kitchen?utm_source=mail&sort=price-asc&brand=veldt&brand=korrin&rating=",
      { "*": "kitchen" },
      {},
    );
    expect((thrown as Response).status).toBe(302);
    expect(locationOf(thrown)).toBe("/c/kitchen?utm_source=mail&brand=korrin&brand=veldt&sort=price-asc");
    expect(api.callsTo("/api/listing")).toHaveLength(0);
    const relevance = await runLoader("category", "/c/kitchen?sort=relevance", { "*": "kitchen" }, {});
    expect(locationOf(relevance.thrown)).toBe("/c/kitchen");
  });

  it("load an address already in that form", async () => {
    const { result } = await runLoader(
      "category",
      "/c/kitchen?brand=korrin&sort=price-asc&page=2",
      { "*": "kitchen" },
      {
        "GET /api/listing": listingOf([productSummary()]),
        "GET /api/categories": { items: [] },
      },
    );
    expect(pageOf(result)).toMatchObject({ path: "kitchen" });
  });
});

describe("page titles", () => {
  it("add ' | company' and fall back to 'Page not found' after a 404", async () => {
    const { meta } = await load("brand");
    const matches = [{ id: "root", loaderData: { companyName: "Wattle & Ash", settings: {} } }];
    expect(meta({ matches, loaderData: { page: { title: "Korrin", social: { type: "product.group" } } } })[0]).toEqual({
      title: "Korrin | Wattle & Ash",
    });
    expect(meta({ matches, error: { status: 404 } })[0]).toEqual({ title: "Page not found | Wattle & Ash" });
  });
});

describe("the Klarna and Humm pages (spec 3 page types klarna, humm)", () => {
  const configuration = (offered: { klarna: boolean; humm: boolean }) => ({
    klarna: { isEnabled: offered.klarna, details: { minimumAmount: 35, maximumAmount: 2500 } },
    afterPay: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
    payPal: { isEnabled: false, details: { minimumAmount: 0, maximumAmount: 0 } },
    humm: { isEnabled: offered.humm, details: { minimumAmount: 80, maximumAmount: 30000 } },
    zip: {
      isEnabled: false,
      details: { minimumAmount: 0, maximumAmount: 0, repaymentPeriodMonths: 0, offerExpiry: null, offerExpiryInclusion: null },
    },
    applepay: { isEnabled: false, details: {} },
    googlepay: { isEnabled: false, details: {} },
    x509EncryptionKeys: {},
  });

  it.each([
    ["klarna-info", "/klarna", { minimumAmount: 35, maximumAmount: 2500 }],
    ["humm-info", "/humm", { minimumAmount: 80, maximumAmount: 30000 }],
  ])("%s answers the provider's order limits where the brand offers it", async (module, url, range) => {
    const answers = { "GET /api/checkout/paymentconfiguration": configuration({ klarna: true, humm: true }) };
    const { result } = await runLoader(module, url, {}, answers);
    expect(statusOf(result)).toBeUndefined();
    expect(pageOf(result)).toMatchObject({ range });
  });

  it.each([
    ["klarna-info", "/klarna"],
    ["humm-info", "/humm"],
  ])("%s is not found where the brand does not offer the provider, or the configuration cannot be read", async (module, url) => {
    const off = await runLoader(
      module,
      url,
      {},
      { "GET /api/checkout/paymentconfiguration": configuration({ klarna: false, humm: false }) },
    );
    expect(statusOf(off.result ?? off.thrown)).toBe(404);
    const failing = await runLoader(module, url, {}, { "GET /api/checkout/paymentconfiguration": new Response("", { status: 503 }) });
    expect(statusOf(failing.result ?? failing.thrown)).toBe(404);
  });

  it("Humm's examples name Humm after spec 2 §9's 'with', one in each band", async () => {
    const { hummExample, HUMM_EXAMPLES } = await import("./humm-info");
    expect(HUMM_EXAMPLES.map(hummExample)).toEqual([
      "5 fortnightly payments of $100 with Humm",
      "10 fortnightly payments of $150 with Humm",
      "Pay in slices, no interests ever",
    ]);
  });
});
