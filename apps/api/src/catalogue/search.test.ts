import { and, arrayContains, asc, desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productListing } from "../db/schema";
import { setupTestApi } from "../test-helpers";
import { bestMatchesInHead, matchAllTokens, relevance, tokensOf } from "./search";

const api = setupTestApi();
const STOREFRONT = "wa";
const head = {
  where: arrayContains(productListing.storefronts, [STOREFRONT]),
  ties: [desc(productListing.reviewCount), asc(productListing.id)],
};

/** The best `count` matches of a term, every match ranked: what the head must answer or leave alone. */
async function rankedEveryMatch(term: string, count: number): Promise<number[]> {
  const rows = await api.db
    .select({ id: productListing.id })
    .from(productListing)
    .where(and(head.where, matchAllTokens(tokensOf(term))))
    .orderBy(desc(relevance(term)), ...head.ties)
    .limit(count);
  return rows.map((row) => row.id);
}

describe("a one-word search's best matches from the head of the most reviewed (issue 43 item 2)", () => {
  it("answers exactly what ranking every match answers, or nothing", async () => {
    let answered = 0;
    for (const token of ["fri", "fridge", "oven", "ste", "wash", "bed", "kor", "induction", "zzq"]) {
      const best = await bestMatchesInHead(api.db, token, 8, head, { minCatalogue: 0 });
      if (best === undefined) continue;
      answered += 1;
      expect(best, token).toEqual(await rankedEveryMatch(token, 8));
    }
    expect(answered).toBeGreaterThan(0);
  });

  it("is not used in a catalogue smaller than ten heads, where ranking every match is cheaper", async () => {
    expect(await bestMatchesInHead(api.db, "fridge", 8, head)).toBeUndefined();
    expect(await bestMatchesInHead(api.db, "fridge", 8, head, { minCatalogue: 0 })).toBeDefined();
  });
});
