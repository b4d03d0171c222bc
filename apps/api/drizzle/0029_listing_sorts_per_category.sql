-- Issue 43 item 2: a category page sorted by a key its products are rare at walked the whole catalogue's sort
-- index until it had its page (EXPLAIN ANALYZE at 100,000 products: dryers by price, highest first, read 97,000 rows
-- of product_listing_price_aud_idx, 160 ms; sofas by name, 60 ms). One index per sort order with the category in
-- front: a category's page walks its own products in the sort's order and stops after the page, and a department
-- (a category and its sub-categories) merges the pages of its categories (listing-query.ts). Written by hand:
-- drizzle-kit manages neither views nor their indexes. Each ends with the id, the sorts' last key.
CREATE INDEX "product_listing_category_relevance_idx" ON "product_listing" USING btree ("category_id", "review_count" DESC, "rating" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_category_price_aud_idx" ON "product_listing" USING btree ("category_id", "price_aud", "id");--> statement-breakpoint
CREATE INDEX "product_listing_category_price_nzd_idx" ON "product_listing" USING btree ("category_id", "price_nzd", "id");--> statement-breakpoint
CREATE INDEX "product_listing_category_newest_idx" ON "product_listing" USING btree ("category_id", "released_on" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_category_rating_idx" ON "product_listing" USING btree ("category_id", "rating" DESC, "review_count" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_category_discount_aud_idx" ON "product_listing" USING btree ("category_id", "discount_aud" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_category_discount_nzd_idx" ON "product_listing" USING btree ("category_id", "discount_nzd" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_category_name_idx" ON "product_listing" USING btree ("category_id", "name_key", "id");--> statement-breakpoint
-- The same for a brand's page: a brand late in the alphabet sorted by name (titles start with the brand) walked
-- most of product_listing_name_idx, 40 to 50 ms.
CREATE INDEX "product_listing_manufacturer_relevance_idx" ON "product_listing" USING btree ("manufacturer_id", "review_count" DESC, "rating" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_price_aud_idx" ON "product_listing" USING btree ("manufacturer_id", "price_aud", "id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_price_nzd_idx" ON "product_listing" USING btree ("manufacturer_id", "price_nzd", "id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_newest_idx" ON "product_listing" USING btree ("manufacturer_id", "released_on" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_rating_idx" ON "product_listing" USING btree ("manufacturer_id", "rating" DESC, "review_count" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_discount_aud_idx" ON "product_listing" USING btree ("manufacturer_id", "discount_aud" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_discount_nzd_idx" ON "product_listing" USING btree ("manufacturer_id", "discount_nzd" DESC, "id");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_name_idx" ON "product_listing" USING btree ("manufacturer_id", "name_key", "id");--> statement-breakpoint
-- Every index above starts with the category or the brand: their own indexes are two more to keep up at each refresh.
DROP INDEX "product_listing_category_idx";--> statement-breakpoint
DROP INDEX "product_listing_manufacturer_idx";
