import type { HttpHandler } from "msw";
// `msw/core/http` rather than `msw`: the root entry also loads GraphQL and WebSocket support,
// which Vitest's browser mode cannot pre-bundle (it keeps msw out of its optimiser).
import { http } from "msw/core/http";
import type { Listing } from "@storefront/api-client/catalogue";
import type { CompareList } from "@storefront/api-client/compare";
import type { ProductDetail } from "@storefront/api-client/product";
import { readIdToken } from "@storefront/page-kit/session-rules";
import {
  accounts,
  allProducts,
  allStores,
  brands,
  cartLine,
  compareProductOf,
  cookingDemos,
  listingFacets,
  localities,
  navbar,
  productBySku,
  sale,
  searchSuggestions,
  storeSelectView,
  upsellOptions,
} from "../fixtures";
import { placeholderImage } from "./placeholder-image";
import { state } from "./shop-state";

const notFound = (what: string) => Response.json({ message: `${what} not found` }, { status: 404 });

function compareList(): CompareList {
  return { products: state.compare.map((sku) => compareProductOf(productBySku(sku) as ProductDetail)) };
}

/** GET /api/listing: the fixture products in the scope, filtered by brand and price, with counted facets. */
function listing(url: URL): Listing {
  const params = url.searchParams;
  const scope = params.get("uri") ?? "";
  const chosenBrands = (params.get("brand") ?? "").split(",").filter(Boolean);
  const chosenPrices = (params.get("price") ?? "").split(",").filter(Boolean);
  const inPrice = (price: number, range: string) =>
    range === "under-1000"
      ? price < 1000
      : range === "1000-2000"
        ? price >= 1000 && price < 2000
        : range === "over-2000"
          ? price >= 2000
          : true;
  const inScope = allProducts.filter((item) => !scope || item.categoryPath?.startsWith(scope));
  const found = inScope.filter(
    (item) =>
      (chosenBrands.length === 0 || chosenBrands.includes(item.manufacturer?.slug ?? "")) &&
      (chosenPrices.length === 0 || chosenPrices.some((range) => inPrice(item.price, range))),
  );
  const sort = params.get("sort") ?? "relevance";
  const sorted = [...found].sort((a, b) => (sort === "price-asc" ? a.price - b.price : sort === "price-desc" ? b.price - a.price : 0));
  return {
    type: params.get("type") ?? "category",
    title: "Kitchen",
    uri: scope ? `/c/${scope}` : undefined,
    totalCount: sorted.length,
    page: 1,
    pageSize: 24,
    totalPages: 1,
    sort,
    products: sorted,
    facets: listingFacets.map((facet) => ({
      ...facet,
      values: facet.values.map((value) => ({
        ...value,
        selected:
          (facet.key === "brand" && chosenBrands.includes(value.value)) || (facet.key === "price" && chosenPrices.includes(value.value)),
      })),
    })),
  };
}

/** GET /api/account: the staff account for a token whose subject starts with 'staff', else the customer; 401 without a token. */
function accountFor(request: Request) {
  const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
  if (!token) return Response.json({ message: "Unauthorized" }, { status: 401 });
  const subject = readIdToken(token)?.sub ?? "";
  return Response.json(subject.startsWith("staff") ? accounts.staff : accounts.customer);
}

/**
 * The commerce API as the stories see it: every call the domain components make, answered from
 * src/fixtures.ts. These are the worker's initial handlers, so they survive the reset between
 * stories; a story's `parameters.msw.handlers` are laid over them (and win).
 */
export const shopHandlers: HttpHandler[] = [
  // Shell
  http.get("/api/navbar", () => Response.json(navbar)),
  http.get("/api/alertBanner", () => Response.json(null)),
  http.get("/api/promotion/sale", () => Response.json(sale)),
  http.get("/api/redirect", () => Response.json({ doRedirect: false, destinationUri: null })),
  http.get("/api/geo", () => Response.json(state.geo)),
  http.post("/api/geo/setlocation", async ({ request }) => {
    const { localityId } = (await request.json()) as { localityId?: string };
    const locality = localities.find((item) => item.id === localityId);
    if (!locality) return Response.json(["Unknown locality"], { status: 400 });
    // As the API: a location set makes the visitor known (newUser false).
    state.geo = {
      ...state.geo,
      postcode: locality.postcode,
      state: locality.state,
      city: locality.suburb,
      locationId: locality.id,
      newUser: false,
    };
    return Response.json(state.geo);
  }),
  http.get("/api/locality/:query", ({ params }) => {
    const query = String(params.query).toUpperCase();
    const items = localities.filter((item) => item.postcode.startsWith(query) || item.suburb.startsWith(query));
    return Response.json({ items, totalCount: items.length });
  }),
  http.get("/api/store/select-view", () => Response.json(storeSelectView)),
  http.get("/api/store", () => Response.json({ items: allStores, totalCount: allStores.length })),
  http.get("/api/store/:idOrUri", ({ params }) => {
    const found = allStores.find((item) => item.storeUri === params.idOrUri || String(item.id) === params.idOrUri);
    return found ? Response.json(found) : notFound("Store");
  }),
  http.post("/api/store/setstore", async ({ request }) => {
    const { storeId } = (await request.json()) as { storeId: number };
    const found = allStores.find((item) => item.id === storeId);
    return found ? Response.json({ store: found }) : notFound("Store");
  }),
  http.post("/api/kitchenclub/newsletter", () => Response.json({ success: true, message: "Thanks for joining" }, { status: 201 })),
  // Notify me (issue 45 item 1): the request is taken; a mailed link's button answers with the product.
  http.post("/api/notify-me", () => Response.json({ message: "Check your inbox: we sent you a link to confirm." }, { status: 202 })),
  http.post("/api/notify-me/:action", ({ params }) => {
    const product = { title: "Veldt Studio 60cm Freestanding Dishwasher", uri: "/p/veldt-studio-60cm-freestanding-dishwasher-vld-dw60s" };
    return Response.json(
      params.action === "confirm"
        ? { outcome: "confirmed", message: "You're on the list. We'll email you once, when it's back in stock.", product }
        : { outcome: "unsubscribed", message: "You will not hear from us about this product.", product },
    );
  }),
  // The vouchers page's balance check: one card with money on it; any other number is no card.
  http.post("/api/giftcard/balance", async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return code.trim().toUpperCase() === "GIFT-VALID-100"
      ? Response.json({
          code: "GIFT-VALID-100",
          balance: 100,
          initialBalance: 100,
          currency: "AUD",
          expiresOn: "2099-12-31",
          state: "usable",
        })
      : Response.json({ message: "There is no gift card with this number." }, { status: 404 });
  }),

  // Search
  http.get("/api/v2/sitesearch/search-url", ({ request }) => {
    const term = new URL(request.url).searchParams.get("searchterms") ?? "";
    return Response.json({ url: `/search?q=${encodeURIComponent(term)}` });
  }),
  http.get("/api/v2/sitesearch/:kind/:term", ({ params }) => {
    const term = String(params.term).toLowerCase();
    const suggestions = searchSuggestions.filter(
      (item) =>
        (params.kind === "f" || item.type === "product") &&
        item.text
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(term)),
    );
    return Response.json({ searchTerm: term, correctedSearchTerm: null, suggestions });
  }),

  // Compare
  http.get("/api/compare", () => Response.json(compareList())),
  http.post("/api/compare/product", async ({ request }) => {
    const { sku } = (await request.json()) as { sku: string };
    if (!productBySku(sku)) return notFound("Product");
    if (!state.compare.includes(sku)) {
      if (state.compare.length >= 3) return Response.json("limit");
      state.compare = [...state.compare, sku];
    }
    return Response.json(compareList());
  }),
  http.delete("/api/compare/product/:sku", ({ params }) => {
    state.compare = state.compare.filter((sku) => sku !== params.sku);
    return Response.json(compareList());
  }),
  http.get("/api/compare/products", ({ request }) => {
    const skus = (new URL(request.url).searchParams.get("SkuList") ?? "").split("~").filter(Boolean);
    const found = skus.map(productBySku).filter((item): item is ProductDetail => item !== undefined);
    return Response.json({ products: found, missingSkus: skus.filter((sku) => !productBySku(sku)) });
  }),

  // Catalogue
  http.get("/api/listing", ({ request }) => Response.json(listing(new URL(request.url)))),
  http.get("/api/v2/product/slug/:slug", ({ params }) => {
    const found = allProducts.find((item) => item.slug === params.slug);
    return found ? Response.json(found) : notFound("Product");
  }),
  http.get("/api/v2/product/upselloptions/sku/:sku", ({ params }) => Response.json(upsellOptions(String(params.sku)))),
  // The product page's settings features (issue 20): the price a few weeks back, and the other fixtures as what goes with it.
  http.get("/api/pricehistory/get-price-history/:sku", ({ params }) => {
    const found = productBySku(String(params.sku));
    if (!found) return notFound("Product");
    const points = [
      { date: "2026-01-12", price: found.rrp },
      { date: "2026-02-23", price: found.price },
    ];
    return Response.json({
      sku: found.sku,
      currency: found.currency,
      currentPrice: found.price,
      lowestPrice: Math.min(found.price, ...points.map((point) => point.price)),
      highestPrice: Math.max(found.price, ...points.map((point) => point.price)),
      points,
    });
  }),
  http.get("/api/v2/product/crosssell/sku/:sku", ({ params }) =>
    Response.json({ sku: String(params.sku), products: allProducts.filter((item) => item.sku !== params.sku).slice(0, 4) }),
  ),
  http.get("/api/analytics/:event", () => Response.json(true)),
  http.post("/api/analytics/search", () => Response.json(true)),
  http.get("/api/brands", () => Response.json(brands)),
  http.get("/api/v2/cookingdemo", () =>
    Response.json({
      items: cookingDemos,
      totalCount: cookingDemos.length,
      pageNo: 1,
      recordsPerPage: 12,
      totalPages: 1,
      startDate: "2030-03-01",
    }),
  ),

  // Cart and account
  http.get("/api/cart/", () => Response.json(state.cart)),
  // Add to cart (the cart builder adds line after line): a product the shop knows, else the API's refusal.
  http.post("/api/cart/product/", async ({ request }) => {
    const { sku, qty } = (await request.json()) as { sku: string; qty: number };
    const product = productBySku(sku);
    if (!product) return Response.json(["This product is not available."], { status: 400 });
    const products = [
      ...state.cart.products,
      cartLine(product, `B${state.cart.products.length + 1}`, { quantity: qty, price: product.price * qty }),
    ];
    state.cart = {
      ...state.cart,
      products,
      productCount: products.reduce((count, line) => count + line.quantity, 0) + state.cart.rewards.length,
      orderTotal: products.reduce((total, line) => total + line.price, 0),
    };
    return Response.json(state.cart);
  }),
  http.delete("/api/cart/product/:code", ({ params }) => {
    const removed = state.cart.products.find((line) => line.productCode === params.code);
    if (!removed) return Response.json(["Something went wrong. Please try again."], { status: 400 });
    const products = state.cart.products.filter((line) => line !== removed);
    state.cart = {
      ...state.cart,
      products,
      productCount: products.reduce((count, line) => count + line.quantity, 0) + state.cart.rewards.length,
      orderTotal: products.reduce((total, line) => total + line.price, 0),
    };
    return Response.json(state.cart);
  }),
  http.get("/api/account", ({ request }) => accountFor(request)),

  // The API serves product, brand and store pictures; here they are drawn.
  http.get("/api/images/*", ({ request }) => placeholderImage(new URL(request.url).pathname)),

  // Anything else under /api is a call the shop does not know yet: say so, rather than reach a network.
  http.all("/api/*", ({ request }) => {
    const { pathname } = new URL(request.url);
    console.warn(
      `[storybook shop] no answer for ${request.method} ${pathname}: add it to apps/storybook/src/msw/shop.ts or the story's parameters.msw`,
    );
    return notFound(`${request.method} ${pathname}`);
  }),
];
