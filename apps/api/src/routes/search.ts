import { errorAnswers, StringEnum, Type } from "@storefront/api-contract/common";
import { ProductSearchAnswer, SearchUrlAnswer, SearchV3Answer, SITE_SEARCH_KINDS, SiteSearchAnswer } from "@storefront/api-contract/search";
import { POSTCODE_PATTERN } from "@storefront/api-contract/patterns";
import { SEARCH_MAX_LENGTH } from "@storefront/validation/search";
import { productSearch, type ProductSearch } from "../catalogue/product-search";
import { productSummary } from "../catalogue/product-view";
import type { ReferenceData } from "../catalogue/reference-data";
import { acceptSearchTerm, searchDestination, termSuggestions } from "../catalogue/search";
import type { AppContext } from "../context";
import { sendKeptAnswer } from "../http/kept-answer";
import { documented, type TypedApp } from "../http/schemas";
import type { Storefront } from "../storefronts";
import { isStaff } from "../accounts/sessions";

const doc = documented("search");

/** Raw term as received: the length cap is checked here, the characters by acceptSearchTerm. */
const RawTerm = Type.String({ maxLength: SEARCH_MAX_LENGTH * 2 });
/** spec 1 §7: the dropdown shows 8 products; 'f' adds 4 term suggestions, /api/search/products 6. */
const DROPDOWN_PRODUCTS = 8;

/** The search dropdown's answer for a term (spec 1 §7): the same for every shopper of a storefront. */
async function dropdownAnswer(search: ProductSearch, ref: ReferenceData, storefront: Storefront, term: string) {
  const { rows } = await search.search(storefront, term, DROPDOWN_PRODUCTS, true);
  return {
    Results: {
      SearchSuggestions: termSuggestions(ref, term, 6).map((s) => ({ Result: s.text, Url: s.url })),
      ProductResults: rows.map((row) => {
        const summary = productSummary(row, storefront, ref);
        return {
          Name: summary.title,
          ImageUrl: `${summary.image}?size=thumb`,
          Price: summary.price,
          Url: summary.uri,
          Sku: summary.sku,
        };
      }),
    },
  };
}

/** spec 1 §7 search calls. */
export function registerSearchRoutes(api: TypedApp, context: AppContext): void {
  const { db, reference, catalogue } = context;
  const search = productSearch(context);

  api.get(
    "/api/v3/search",
    doc("Product search with autocorrect that forgives typos", {
      querystring: Type.Object({
        searchTerm: RawTerm,
        isAutoCorrectEnabled: Type.Optional(Type.Boolean({ default: true })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
      }),
      response: { 200: SearchV3Answer, ...errorAnswers },
    }),
    async ({ storefront, query }) => {
      const term = acceptSearchTerm(query.searchTerm, "searchTerm");
      const { rows, used, corrected } = await search.search(storefront, term, query.limit ?? 24, query.isAutoCorrectEnabled ?? true);
      const ref = await reference();
      return {
        searchTerm: term,
        correctedSearchTerm: corrected ? used : null,
        isAutoCorrected: corrected,
        destinationUrl: await searchDestination(db, ref, used),
        totalCount: rows.length,
        results: rows.map((row) => productSummary(row, storefront, ref)),
      };
    },
  );

  api.get(
    "/api/search/products",
    doc("Search dropdown: term suggestions and product results", {
      querystring: Type.Object({ searchTerms: RawTerm }),
      response: { 200: ProductSearchAnswer, ...errorAnswers },
    }),
    ({ storefront, query }, reply) => {
      const term = acceptSearchTerm(query.searchTerms, "searchTerms");
      return sendKeptAnswer(reply, catalogue, `search-products|${storefront.id}|${term}`, async () =>
        dropdownAnswer(search, await reference(), storefront, term),
      );
    },
  );

  api.get(
    "/api/v2/sitesearch/:mode/:term",
    doc("Search-bar suggestions: f = terms and products, p = products only", {
      params: Type.Object({ mode: StringEnum(SITE_SEARCH_KINDS), term: RawTerm }),
      querystring: Type.Object({
        fallback: Type.Optional(Type.Boolean({ default: true })),
        location: Type.Optional(Type.String({ pattern: POSTCODE_PATTERN })),
        wid: Type.Optional(Type.Boolean({ default: false })),
      }),
      response: { 200: SiteSearchAnswer, ...errorAnswers },
    }),
    async (request, reply) => {
      const { storefront, params, query } = request;
      const term = acceptSearchTerm(params.term, "term");
      // spec 1 §6: SKUs are for staff. wid=true counts only with a staff member's bearer token;
      // a shopper's wid=true is ignored, and a staff answer is nobody else's to keep.
      const showSku = query.wid === true && isStaff((await context.accountSessions.signedIn(request))?.account);
      if (showSku) reply.header("cache-control", "private, no-store");
      const ref = await reference();
      const { rows, used, corrected } = await search.search(storefront, term, DROPDOWN_PRODUCTS, query.fallback ?? true);
      const terms = params.mode === "f" ? termSuggestions(ref, used, 4).map((s) => ({ type: "term" as const, ...s })) : [];
      const productSuggestions = rows.map((row) => {
        const summary = productSummary(row, storefront, ref);
        return {
          type: "product" as const,
          text: showSku ? `${summary.title} (${summary.sku})` : summary.title,
          url: summary.uri,
          imageUrl: `${summary.image}?size=thumb`,
          price: summary.price,
          ribbon: summary.ribbons[0]?.type ?? null,
          sku: summary.sku,
        };
      });
      return { searchTerm: term, correctedSearchTerm: corrected ? used : null, suggestions: [...terms, ...productSuggestions] };
    },
  );

  const destinationOf = async (raw: string, field: string) => ({
    url: await searchDestination(db, await reference(), acceptSearchTerm(raw, field)),
  });

  api.get(
    "/api/v2/product/search-url",
    doc("Where a submitted search goes", {
      querystring: Type.Object({ SearchTerm: RawTerm }),
      response: { 200: SearchUrlAnswer, ...errorAnswers },
    }),
    async ({ query }) => destinationOf(query.SearchTerm, "SearchTerm"),
  );

  api.get(
    "/api/v2/sitesearch/search-url",
    doc("Where a submitted search goes (site-search form)", {
      querystring: Type.Object({ searchterms: RawTerm }),
      response: { 200: SearchUrlAnswer, ...errorAnswers },
    }),
    async ({ query }) => destinationOf(query.searchterms, "searchterms"),
  );
}
