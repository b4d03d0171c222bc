import { and, arrayContains, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productListing, searchVocabulary } from "../db/schema";
import { setupTestApi } from "../test-helpers";
import { bestMatchesOfOneWord, isAWordOf, matchAllTokens, relevance, RELEVANCE_TIES, tokensOf } from "./search";

const api = setupTestApi();
const STOREFRONT = "wa";
const head = { where: arrayContains(productListing.storefronts, [STOREFRONT]) };

/** A product's SKU, in lower case: its search text's last word (seed buildCatalogue). */
const skuOf = (searchText: string) => searchText.split(" ").at(-1)!;

/** The best `count` matches of a term, every match ranked: what the head must answer or leave alone. */
async function rankedEveryMatch(term: string, count: number): Promise<number[]> {
  const rows = await api.db
    .select({ id: productListing.id })
    .from(productListing)
    .where(and(head.where, matchAllTokens(tokensOf(term))))
    .orderBy(desc(relevance(term)), ...RELEVANCE_TIES)
    .limit(count);
  return rows.map((row) => row.id);
}

describe("a one-word search's best matches without ranking every match (issue 43 item 2)", () => {
  it("answers from the head of the most reviewed exactly what ranking every match answers, or nothing", async () => {
    let answered = 0;
    for (const token of ["fri", "fridge", "oven", "ste", "wash", "bed", "kor", "induction", "zzq"]) {
      const best = await bestMatchesOfOneWord(api.db, token, 8, head, { minCatalogue: 0 });
      if (best === undefined) continue;
      answered += 1;
      expect(best, token).toEqual(await rankedEveryMatch(token, 8));
    }
    expect(answered).toBeGreaterThan(0);
  });

  it("has the vocabulary's words as relevance's words: a SKU's brand code (kor of KOR-FR1115) is a word of its product", async () => {
    const [product] = await api.db.select({ id: productListing.id, searchText: productListing.searchText }).from(productListing).limit(1);
    const code = skuOf(product!.searchText).split("-")[0]!;
    const [word] = await api.db.select().from(searchVocabulary).where(eq(searchVocabulary.word, code));
    expect(word, code).toBeDefined();
    const [asAWord] = await api.db
      .select({ id: productListing.id })
      .from(productListing)
      .where(and(eq(productListing.id, product!.id), isAWordOf(productListing.searchText, code)));
    expect(asAWord).toEqual({ id: product!.id });
  });

  it("ranks the product whose SKU is the term first", async () => {
    const [product] = await api.db
      .select({ id: productListing.id, searchText: productListing.searchText })
      .from(productListing)
      .where(head.where)
      .limit(1);
    expect(await rankedEveryMatch(skuOf(product!.searchText), 1)).toEqual([product!.id]);
  });

  it("answers from the products with a word starting with the token, where the head is not walked (a catalogue under ten heads) and most matches hold it inside a word (chi of machine)", async () => {
    let answered = 0;
    for (const token of ["chi", "ash", "ine", "ter", "ers", "fri", "oven", "kor", "zzq"]) {
      for (const count of [8, 24, 120]) {
        const best = await bestMatchesOfOneWord(api.db, token, count, head);
        if (best === undefined) continue;
        answered += 1;
        expect(best, `${token} ${count}`).toEqual(await rankedEveryMatch(token, count));
      }
    }
    expect(answered).toBeGreaterThanOrEqual(2);
  });

  it("answers from the products that have the word (search_words) exactly what ranking every match answers", async () => {
    let answered = 0;
    for (const token of ["fridge", "oven", "stainless", "kor", "induction", "washing", "fri", "zzq"]) {
      for (const count of [8, 24, 120]) {
        const best = await bestMatchesOfOneWord(api.db, token, count, { ...head, storefront: STOREFRONT });
        if (best === undefined) continue;
        answered += 1;
        expect(best, `${token} ${count}`).toEqual(await rankedEveryMatch(token, count));
      }
    }
    expect(answered).toBeGreaterThanOrEqual(10);
  });

  it("leaves a token fewer products have a word starting with to ranking every match", async () => {
    expect(await bestMatchesOfOneWord(api.db, "zzq", 8, head)).toBeUndefined();
    expect(await bestMatchesOfOneWord(api.db, "fridge", 100_000, head)).toBeUndefined();
  });
});
