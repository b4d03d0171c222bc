import { and, arrayContains, desc } from "drizzle-orm";
import type { AppContext } from "../context";
import { productListing } from "../db/schema";
import type { Storefront } from "../storefronts";
import { productsByIds } from "./products";
import type { ProductRecord } from "./product-view";
import { autocorrect, bestMatchesOfOneWord, matchAllTokens, relevance, RELEVANCE_TIES, tokensOf } from "./search";

export interface SearchResult {
  rows: ProductRecord[];
  /** The term the rows were found with: the term as typed, or its correction. */
  used: string;
  corrected: boolean;
}

/** Product search of the search calls (spec 1 §7): the best matches for a term, corrected when the term finds nothing. */
export function productSearch({ db, catalogue }: Pick<AppContext, "db" | "catalogue">) {
  /** The best matches for a term, most relevant first (then most reviewed, best rated), found and ranked in the listing's view. */
  async function findProducts(storefront: Storefront, term: string, limit: number): Promise<ProductRecord[]> {
    const tokens = tokensOf(term);
    const match = matchAllTokens(tokens);
    if (!match) return [];
    const [token, ...more] = tokens;
    const storefrontsProducts = arrayContains(productListing.storefronts, [storefront.id]);
    const best =
      token !== undefined && more.length === 0
        ? await bestMatchesOfOneWord(db, token, limit, { where: storefrontsProducts, storefront: storefront.id })
        : undefined;
    const ids =
      best ??
      (
        await db
          .select({ id: productListing.id })
          .from(productListing)
          .where(and(storefrontsProducts, match))
          .orderBy(desc(relevance(term)), ...RELEVANCE_TIES)
          .limit(limit)
      ).map((row) => row.id);
    return productsByIds(db, ids);
  }

  return {
    /** Products for a term, corrected when the term as typed finds nothing and autocorrect is on. */
    async search(storefront: Storefront, term: string, limit: number, autocorrectEnabled: boolean): Promise<SearchResult> {
      const rows = await findProducts(storefront, term, limit);
      if (rows.length > 0 || !autocorrectEnabled) return { rows, used: term, corrected: false };
      const correction = await catalogue.scope(`autocorrect:${term.toLowerCase()}`, () => autocorrect(db, term));
      if (!correction.corrected) return { rows, used: term, corrected: false };
      return { rows: await findProducts(storefront, correction.term, limit), used: correction.term, corrected: true };
    },
  };
}

export type ProductSearch = ReturnType<typeof productSearch>;
