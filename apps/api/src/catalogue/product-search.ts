import { and, arrayContains, asc, desc, eq, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import { productListing, searchVocabulary } from "../db/schema";
import type { Storefront } from "../storefronts";
import { productsByIds } from "./products";
import type { ProductRecord } from "./product-view";
import { autocorrect, isAWordOf, matchAllTokens, relevance, startsAWordOf, tokensOf } from "./search";

export interface SearchResult {
  rows: ProductRecord[];
  /** The term the rows were found with: the term as typed, or its correction. */
  used: string;
  corrected: boolean;
}

/** The first rows of the storefront's products in the order of relevance's ties (most reviewed first) a one-word search looks at first. */
const HEAD_ROWS = 2000;

/**
 * A token the search vocabulary would hold were it a word of a product's search text: the seed
 * counts every piece of letters and digits of 3 characters or more, not all digits (seed
 * buildVocabulary, from the same products in the same transaction).
 */
const VOCABULARY_TOKEN = /^(?=.*[a-z])[a-z0-9]{3,}$/;

/** Product search of the search calls (spec 1 §7): the best matches for a term, corrected when the term finds nothing. */
export function productSearch({ db, catalogue }: Pick<AppContext, "db" | "catalogue">) {
  /**
   * The ids of the best `limit` matches of a one-word term found among the storefront's HEAD_ROWS
   * most reviewed products, or undefined when they may be elsewhere. The matches rank by relevance
   * (2 where the token is a word, 1 where a word starts with it), then most reviewed: the first
   * `limit` words in the head are the best when there are that many; the first `limit` products
   * whose words start with the token are when there are that many and no product has the token
   * as a word, which the vocabulary tells (no such word there: none in any search text). A walk of
   * the reviews' index that stops at `limit`, where ranking every match of a three-letter prefix
   * (19,576 rows for "ste" at 100,000 products, 20 ms) grew with the catalogue.
   */
  async function bestInHead(storefront: Storefront, token: string, limit: number): Promise<number[] | undefined> {
    if (!VOCABULARY_TOKEN.test(token)) return undefined;
    const head = db
      .select({ id: productListing.id, reviewCount: productListing.reviewCount, searchText: productListing.searchText })
      .from(productListing)
      .where(arrayContains(productListing.storefronts, [storefront.id]))
      .orderBy(desc(productListing.reviewCount), asc(productListing.id))
      .limit(HEAD_ROWS)
      .as("head");
    const firstIn = async (condition: SQL) =>
      (await db.select({ id: head.id }).from(head).where(condition).orderBy(desc(head.reviewCount), asc(head.id)).limit(limit)).map(
        (row) => row.id,
      );
    const [word] = await db.select({ word: searchVocabulary.word }).from(searchVocabulary).where(eq(searchVocabulary.word, token)).limit(1);
    if (word) {
      const words = await firstIn(isAWordOf(head.searchText, token));
      return words.length === limit ? words : undefined;
    }
    const starts = await firstIn(startsAWordOf(head.searchText, token));
    return starts.length === limit ? starts : undefined;
  }

  /** The best matches for a term, most relevant first (then most reviewed), found and ranked in the listing's view. */
  async function findProducts(storefront: Storefront, term: string, limit: number): Promise<ProductRecord[]> {
    const tokens = tokensOf(term);
    const match = matchAllTokens(tokens);
    if (!match) return [];
    const [token] = tokens;
    const inHead = tokens.length === 1 && token !== undefined ? await bestInHead(storefront, token, limit) : undefined;
    const ids =
      inHead ??
      (
        await db
          .select({ id: productListing.id })
          .from(productListing)
          .where(and(arrayContains(productListing.storefronts, [storefront.id]), match))
          .orderBy(desc(relevance(term)), desc(productListing.reviewCount), asc(productListing.id))
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
