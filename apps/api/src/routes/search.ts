import { SEARCH_MAX_LENGTH } from "@storefront/validation/search";
import { and, asc, desc, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { productSummarySchema } from "../catalogue/product-schemas";
import { productSummary, visibleIn } from "../catalogue/product-view";
import { acceptSearchTerm, autocorrect, matchAllTokens, relevance, searchDestination, termSuggestions, tokensOf } from "../catalogue/search";
import type { AppContext } from "../context";
import { products } from "../db/schema";
import { errorResponses } from "../http/schemas";
import type { Storefront } from "../storefronts";

const str = { type: "string" } as const;
/** Raw term as received: the length cap is checked here, the characters by acceptSearchTerm. */
const rawTerm = { type: "string", maxLength: SEARCH_MAX_LENGTH * 2 } as const;
const urlAnswer = { type: "object", properties: { url: str }, required: ["url"] } as const;

const suggestionSchema = {
  type: "object",
  properties: {
    type: { type: "string", enum: ["term", "product"] },
    text: str,
    url: str,
    imageUrl: str,
    price: { type: "number" },
    ribbon: { type: ["string", "null"] },
    sku: str,
  },
  required: ["type", "text", "url"],
} as const;

/** spec 1 §7 search calls. */
export function registerSearchRoutes(app: FastifyInstance, { db, reference, catalogue }: AppContext): void {
  /** The best matches for a term, most relevant first; the id list of a term is kept (catalogue cache). */
  async function findProducts(storefront: Storefront, term: string, limit: number) {
    const match = matchAllTokens(tokensOf(term));
    if (!match) return [];
    const ids = await catalogue.scope(`${storefront.id}|top:${limit}:${term.toLowerCase()}`, async () => {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(visibleIn(storefront), match) as SQL)
        .orderBy(desc(relevance(term)), desc(products.reviewCount), asc(products.id))
        .limit(limit);
      return rows.map((row) => row.id);
    });
    return catalogue.productsByIds(ids);
  }

  /** Products for a term, corrected when the term as typed finds nothing. */
  async function searchWithAutocorrect(storefront: Storefront, term: string, limit: number, autocorrectEnabled: boolean) {
    let rows = await findProducts(storefront, term, limit);
    let used = term;
    let corrected = false;
    if (rows.length === 0 && autocorrectEnabled) {
      const correction = await catalogue.scope(`autocorrect:${term.toLowerCase()}`, () => autocorrect(db, term));
      if (correction.corrected) {
        used = correction.term;
        corrected = true;
        rows = await findProducts(storefront, used, limit);
      }
    }
    return { rows, used, corrected };
  }

  app.get<{ Querystring: { searchTerm: string; isAutoCorrectEnabled?: boolean; limit?: number } }>(
    "/api/v3/search",
    {
      schema: {
        tags: ["search"],
        summary: "Product search with autocorrect that forgives typos",
        querystring: {
          type: "object",
          properties: { searchTerm: rawTerm, isAutoCorrectEnabled: { type: "boolean", default: true }, limit: { type: "integer", minimum: 1, maximum: 100, default: 24 } },
          required: ["searchTerm"],
        },
        response: {
          200: {
            type: "object",
            properties: {
              searchTerm: str,
              correctedSearchTerm: { type: ["string", "null"] },
              isAutoCorrected: { type: "boolean" },
              destinationUrl: str,
              totalCount: { type: "integer" },
              results: { type: "array", items: productSummarySchema },
            },
            required: ["searchTerm", "correctedSearchTerm", "isAutoCorrected", "destinationUrl", "totalCount", "results"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const term = acceptSearchTerm(request.query.searchTerm, "searchTerm");
      const { rows, used, corrected } = await searchWithAutocorrect(request.storefront, term, request.query.limit ?? 24, request.query.isAutoCorrectEnabled ?? true);
      const ref = await reference();
      return {
        searchTerm: term,
        correctedSearchTerm: corrected ? used : null,
        isAutoCorrected: corrected,
        destinationUrl: await searchDestination(db, ref, used),
        totalCount: rows.length,
        results: rows.map((row) => productSummary(row, request.storefront, ref)),
      };
    },
  );

  app.get<{ Querystring: { searchTerms: string } }>(
    "/api/search/products",
    {
      schema: {
        tags: ["search"],
        summary: "Search dropdown: term suggestions and product results",
        querystring: { type: "object", properties: { searchTerms: rawTerm }, required: ["searchTerms"] },
        response: {
          200: {
            type: "object",
            properties: {
              Results: {
                type: "object",
                properties: {
                  SearchSuggestions: { type: "array", items: { type: "object", properties: { Result: str, Url: str }, required: ["Result", "Url"] } },
                  ProductResults: {
                    type: "array",
                    items: { type: "object", properties: { Name: str, ImageUrl: str, Price: { type: "number" }, Url: str, Sku: str }, required: ["Name", "ImageUrl", "Price", "Url"] },
                  },
                },
                required: ["SearchSuggestions", "ProductResults"],
              },
            },
            required: ["Results"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const term = acceptSearchTerm(request.query.searchTerms, "searchTerms");
      const ref = await reference();
      const { rows } = await searchWithAutocorrect(request.storefront, term, 8, true);
      return {
        Results: {
          SearchSuggestions: termSuggestions(ref, term, 6).map((s) => ({ Result: s.text, Url: s.url })),
          ProductResults: rows.map((row) => {
            const summary = productSummary(row, request.storefront, ref);
            return { Name: summary.title, ImageUrl: `${summary.image}?size=thumb`, Price: summary.price, Url: summary.uri, Sku: summary.sku };
          }),
        },
      };
    },
  );

  app.get<{ Params: { mode: "f" | "p"; term: string }; Querystring: { fallback?: boolean; location?: string; wid?: boolean } }>(
    "/api/v2/sitesearch/:mode/:term",
    {
      schema: {
        tags: ["search"],
        summary: "Search-bar suggestions: f = terms and products, p = products only",
        params: { type: "object", properties: { mode: { type: "string", enum: ["f", "p"] }, term: rawTerm }, required: ["mode", "term"] },
        querystring: {
          type: "object",
          properties: {
            fallback: { type: "boolean", default: true },
            location: { type: "string", pattern: "^[0-9]{4}$" },
            wid: { type: "boolean", default: false },
          },
        },
        response: {
          200: {
            type: "object",
            properties: { searchTerm: str, correctedSearchTerm: { type: ["string", "null"] }, suggestions: { type: "array", items: suggestionSchema } },
            required: ["searchTerm", "correctedSearchTerm", "suggestions"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const term = acceptSearchTerm(request.params.term, "term");
      const ref = await reference();
      const { rows, used, corrected } = await searchWithAutocorrect(request.storefront, term, 8, request.query.fallback ?? true);
      const terms = request.params.mode === "f" ? termSuggestions(ref, used, 4).map((s) => ({ type: "term" as const, ...s })) : [];
      const productSuggestions = rows.map((row) => {
        const summary = productSummary(row, request.storefront, ref);
        return {
          type: "product" as const,
          // A signed-in staff member (wid=true) sees the SKU beside the title.
          text: request.query.wid ? `${summary.title} (${summary.sku})` : summary.title,
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

  app.get<{ Querystring: { SearchTerm: string } }>(
    "/api/v2/product/search-url",
    {
      schema: {
        tags: ["search"],
        summary: "Where a submitted search goes",
        querystring: { type: "object", properties: { SearchTerm: rawTerm }, required: ["SearchTerm"] },
        response: { 200: urlAnswer, ...errorResponses },
      },
    },
    async (request) => ({ url: await searchDestination(db, await reference(), acceptSearchTerm(request.query.SearchTerm, "SearchTerm")) }),
  );

  app.get<{ Querystring: { searchterms: string } }>(
    "/api/v2/sitesearch/search-url",
    {
      schema: {
        tags: ["search"],
        summary: "Where a submitted search goes (site-search form)",
        querystring: { type: "object", properties: { searchterms: rawTerm }, required: ["searchterms"] },
        response: { 200: urlAnswer, ...errorResponses },
      },
    },
    async (request) => ({ url: await searchDestination(db, await reference(), acceptSearchTerm(request.query.searchterms, "searchterms")) }),
  );
}
