import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { storefrontById, type Storefront } from "../storefronts";
import { setupTestApi } from "../test-helpers";
import { PRICE_BANDS } from "./listing";
import { listingFacetCountRows, type FacetCount, type ListingCriteria } from "./listing-query";
import { allProductsScope, categoryScope, manufacturerScope, searchScope, type ListingScope } from "./listing-scope";
import { referenceDataLoader } from "./reference-data";

const api = setupTestApi();

const byFacetAndValue = (counts: FacetCount[]) =>
  [...counts].sort((a, b) => a.facet.localeCompare(b.facet) || a.value.localeCompare(b.value));

/** The same scope without its cells of listing_facet_counts: counted from its products, one by one. */
const countedFromProducts = ({ facetCells: _cells, ...scope }: ListingScope): ListingScope => scope;

describe("listing queries at scale (issue 43, migration 0017)", () => {
  it("draws the price bands in SQL where PRICE_BANDS draws them", async () => {
    for (const [index, band] of PRICE_BANDS.entries()) {
      const prices = [band.min, band.min + 0.01, ...(Number.isFinite(band.max) ? [band.max - 0.01] : [band.min * 10])];
      for (const price of prices) {
        const [row] = await queryRows<{ band: number }>(api.db, sql`SELECT price_band(${price}::numeric) AS band`);
        expect(Number(row?.band), `${price} is in ${band.key}`).toBe(index);
      }
    }
  });

  it("counts facets from the kept counts exactly as from the products, with and without filters", async () => {
    const reference = await referenceDataLoader(api.db)();
    const kitchen = reference.categories.filter((c) => c.path === "kitchen" || c.path.startsWith("kitchen/")).map((c) => c.id);
    const korrin = reference.manufacturerBySlug.get("korrin");
    expect(korrin).toBeDefined();
    const scopes = [allProductsScope(), categoryScope("kitchen", kitchen), manufacturerScope(korrin?.id ?? 0)];
    const filterSets: Omit<ListingCriteria, "scope">[] = [
      { manufacturerIds: [], priceBands: [], minRating: undefined, features: [] },
      { manufacturerIds: [korrin?.id ?? 0], priceBands: [1, 2], minRating: 3, features: [] },
      { manufacturerIds: [], priceBands: [0, 4], minRating: undefined, features: ["wifi"] },
    ];
    for (const storefront of [storefrontById("wa"), storefrontById("aol-nz")] as Storefront[]) {
      for (const scope of scopes) {
        for (const filters of filterSets) {
          const kept = await listingFacetCountRows(api.db, storefront, { scope, ...filters });
          const counted = await listingFacetCountRows(api.db, storefront, { scope: countedFromProducts(scope), ...filters });
          expect(byFacetAndValue(kept), `${storefront.id} ${scope.key} ${JSON.stringify(filters)}`).toEqual(byFacetAndValue(counted));
          expect(kept.find((count) => count.facet === "total")?.n).toBeGreaterThan(0);
        }
      }
    }
  });

  it("counts a one-word search's facets from its word's kept counts exactly as from its matches (migration 0030)", async () => {
    const korrin = (await referenceDataLoader(api.db)()).manufacturerBySlug.get("korrin");
    const filterSets: Omit<ListingCriteria, "scope">[] = [
      { manufacturerIds: [], priceBands: [], minRating: undefined, features: [] },
      { manufacturerIds: [korrin?.id ?? 0], priceBands: [1, 2], minRating: 3, features: ["wifi"] },
    ];
    for (const term of ["stainless", "Fridge"]) {
      const scope = await searchScope(api.db, term);
      expect(scope.facetCells, `${term} is a word of many products`).toBeDefined();
      for (const storefront of [storefrontById("wa"), storefrontById("aol-nz")] as Storefront[]) {
        for (const filters of filterSets) {
          const kept = await listingFacetCountRows(api.db, storefront, { scope, ...filters });
          const counted = await listingFacetCountRows(api.db, storefront, { scope: countedFromProducts(scope), ...filters });
          expect(byFacetAndValue(kept), `${storefront.id} ${term} ${JSON.stringify(filters)}`).toEqual(byFacetAndValue(counted));
        }
        const unfiltered = await listingFacetCountRows(api.db, storefront, { scope, ...filterSets[0]! });
        expect(unfiltered.find((count) => count.facet === "total")?.n).toBeGreaterThan(0);
      }
    }
  });

  it("counts the matches of a search of a rarer word or of several words", async () => {
    expect((await searchScope(api.db, "stainless fridge")).facetCells).toBeUndefined();
    expect((await searchScope(api.db, "zzq")).facetCells).toBeUndefined();
  });
});
