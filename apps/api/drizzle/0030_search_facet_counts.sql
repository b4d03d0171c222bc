-- Issue 43 item 2: a search's facets were counted over its matches, every time (EXPLAIN ANALYZE at 100,000
-- products: "fridge", 9,589 matches, 13 to 16 ms of the search's 20). The same counts as listing_facet_counts,
-- per word of the search vocabulary that the search texts hold 1,000 times or more, or a tenth of a smaller
-- catalogue's size (seed buildVocabulary's frequency, added up over the words that contain it: "range" is in
-- "orange" too; at 2,400 products 52 words, at 100,000 290): a one-word search for such a word adds up its cells
-- (a few thousand at most) whatever the catalogue's size, and a rarer word counts its matches, about 1,000 rows
-- at most. The tenth keeps the cells in use, and tested, in the demo's catalogue. A word's products are those
-- whose search text holds it, as the search matches them (search.ts matchAllTokens: LIKE '%word%'; vocabulary
-- words are letters and digits only, so nothing in them needs escaping). Refreshed by the seed
-- (refreshSearchViews); written by hand: drizzle-kit manages neither views nor their indexes.
CREATE MATERIALIZED VIEW "search_facet_counts" AS
WITH "kept" AS (
  SELECT "w"."word" FROM "search_vocabulary" "w"
  WHERE (SELECT sum("v"."frequency") FROM "search_vocabulary" "v" WHERE "v"."word" LIKE '%' || "w"."word" || '%')
    >= least(1000, (SELECT count(*) FROM "product_listing") / 10)
)
SELECT
  "w"."word", "s"."id" AS "storefront_id", "p"."category_id", "p"."manufacturer_id",
  "price_band"(CASE WHEN "s"."currency" = 'NZD' THEN "p"."price_nzd" ELSE "p"."price_aud" END) AS "price_band",
  floor("p"."rating")::smallint AS "rating_floor", "t"."feature_tag", count(*)::integer AS "product_count"
FROM "kept" "w"
JOIN "product_listing" "p" ON "p"."search_text" LIKE '%' || "w"."word" || '%'
JOIN "storefronts" "s" ON "p"."storefronts" @> ARRAY["s"."id"]
CROSS JOIN LATERAL (SELECT '' AS "feature_tag" UNION ALL SELECT unnest("p"."feature_tags")) "t"
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
CREATE UNIQUE INDEX "search_facet_counts_cell_idx" ON "search_facet_counts" USING btree ("word", "storefront_id", "category_id", "manufacturer_id", "price_band", "rating_floor", "feature_tag");
