-- Issue 43 item 2: the catalogue's reads at 100,000 products, found with EXPLAIN (ANALYZE) on PostgreSQL 15
-- (apps/api README, "The catalogue at scale"). Written by hand: drizzle-kit manages neither views nor functions.
--
-- The price facet's bands (src/catalogue/listing.ts PRICE_BANDS, in the storefront's currency): 0 under 500,
-- 1 500 to 1,000, 2 1,000 to 2,000, 3 2,000 to 5,000, 4 5,000 and over. The one place the boundaries live in SQL;
-- listing.test.ts checks them against PRICE_BANDS.
CREATE FUNCTION "price_band"(price numeric) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN price < 500 THEN 0 WHEN price < 1000 THEN 1 WHEN price < 2000 THEN 2 WHEN price < 5000 THEN 3 ELSE 4 END)::smallint
$$;--> statement-breakpoint
-- The listing's columns of every product, narrow: a product row is about 1.5 KB (specifications, features and
-- description inline), so a search that matched 7,000 of 100,000 products read 43 MB of rows to rank and count them.
-- Here a row is about 200 bytes. The discount shares and the name key are computed once, for their sort indexes.
CREATE MATERIALIZED VIEW "product_listing" AS
SELECT
  "id", "slug", "storefronts", "category_id", "manufacturer_id", "price_aud", "price_nzd", "rating", "review_count",
  "feature_tags", "released_on", "search_text", "stock_status",
  CASE WHEN "rrp_aud" > 0 THEN ("rrp_aud" - "price_aud") / "rrp_aud" ELSE 0 END AS "discount_aud",
  CASE WHEN "rrp_nzd" > 0 THEN ("rrp_nzd" - "price_nzd") / "rrp_nzd" ELSE 0 END AS "discount_nzd",
  lower("title") COLLATE "C" AS "name_key"
FROM "products";--> statement-breakpoint
-- By id, with what a sitemap page needs: its pages are index-only scans.
CREATE UNIQUE INDEX "product_listing_id_idx" ON "product_listing" USING btree ("id") INCLUDE ("storefronts", "slug", "released_on");--> statement-breakpoint
CREATE INDEX "product_listing_category_idx" ON "product_listing" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_idx" ON "product_listing" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "product_listing_storefronts_idx" ON "product_listing" USING gin ("storefronts");--> statement-breakpoint
CREATE INDEX "product_listing_search_text_trgm_idx" ON "product_listing" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- One per sort order (listing-query.ts SORT_ORDERS): a page of a large category walks its sort's index and stops
-- after the page instead of sorting the category (the tie-break on id is an incremental sort of equal keys).
CREATE INDEX "product_listing_relevance_idx" ON "product_listing" USING btree ("review_count" DESC, "rating" DESC);--> statement-breakpoint
CREATE INDEX "product_listing_price_aud_idx" ON "product_listing" USING btree ("price_aud");--> statement-breakpoint
CREATE INDEX "product_listing_price_nzd_idx" ON "product_listing" USING btree ("price_nzd");--> statement-breakpoint
CREATE INDEX "product_listing_newest_idx" ON "product_listing" USING btree ("released_on" DESC);--> statement-breakpoint
CREATE INDEX "product_listing_rating_idx" ON "product_listing" USING btree ("rating" DESC, "review_count" DESC);--> statement-breakpoint
CREATE INDEX "product_listing_discount_aud_idx" ON "product_listing" USING btree ("discount_aud" DESC);--> statement-breakpoint
CREATE INDEX "product_listing_discount_nzd_idx" ON "product_listing" USING btree ("discount_nzd" DESC);--> statement-breakpoint
CREATE INDEX "product_listing_name_idx" ON "product_listing" USING btree ("name_key");--> statement-breakpoint
-- The facet counts of every storefront, category, brand, price band and whole-star rating, with and without each
-- feature tag ('' counts the products; a tag counts those that have it). Counting a category's facets from its
-- products read every row of the category (kitchen: 50,000 rows, 200 to 600 ms); from here it adds up a few
-- thousand counts whatever the catalogue's size. Disjunctive counts with any brand, price and rating filters and
-- at most one feature come from these; two features or more, a search and a promotion count their products.
CREATE MATERIALIZED VIEW "listing_facet_counts" AS
SELECT
  "s"."id" AS "storefront_id", "p"."category_id", "p"."manufacturer_id",
  "price_band"(CASE WHEN "s"."currency" = 'NZD' THEN "p"."price_nzd" ELSE "p"."price_aud" END) AS "price_band",
  floor("p"."rating")::smallint AS "rating_floor", "t"."feature_tag", count(*)::integer AS "product_count"
FROM "storefronts" "s"
JOIN "products" "p" ON "p"."storefronts" @> ARRAY["s"."id"]
CROSS JOIN LATERAL (SELECT '' AS "feature_tag" UNION ALL SELECT unnest("p"."feature_tags")) "t"
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_facet_counts_cell_idx" ON "listing_facet_counts" USING btree ("storefront_id", "category_id", "manufacturer_id", "price_band", "rating_floor", "feature_tag");--> statement-breakpoint
CREATE INDEX "listing_facet_counts_brand_idx" ON "listing_facet_counts" USING btree ("storefront_id", "manufacturer_id");
