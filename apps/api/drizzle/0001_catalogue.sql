CREATE TABLE "alert_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"banner_url" text NOT NULL,
	"background_color" text NOT NULL,
	"desktop_content" text NOT NULL,
	"mobile_content" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"session_id" uuid,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"parent_id" integer,
	"product_type" text NOT NULL,
	"sort_order" integer NOT NULL,
	"storefronts" text[] NOT NULL,
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"published_on" date NOT NULL,
	"details" jsonb NOT NULL,
	"storefronts" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooking_demo_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"cooking_demo_id" integer NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"guests" smallint NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooking_demos" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"demo_type" smallint NOT NULL,
	"sub_event_type" text NOT NULL,
	"availability" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_club_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"form_type" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"postcode" text,
	"phone" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" text PRIMARY KEY NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "navigation" (
	"storefront_id" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"product_id" integer NOT NULL,
	"effective_on" date NOT NULL,
	"price_aud" numeric(10, 2) NOT NULL,
	"price_nzd" numeric(10, 2) NOT NULL,
	CONSTRAINT "price_history_product_id_effective_on_pk" PRIMARY KEY("product_id","effective_on")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_path" text NOT NULL,
	"product_type" text NOT NULL,
	"price_aud" numeric(10, 2) NOT NULL,
	"rrp_aud" numeric(10, 2) NOT NULL,
	"price_nzd" numeric(10, 2) NOT NULL,
	"rrp_nzd" numeric(10, 2) NOT NULL,
	"price_source" text NOT NULL,
	"stock_status" text NOT NULL,
	"condition_label" text,
	"missing_parts" text,
	"ribbons" text[] NOT NULL,
	"feature_tags" text[] NOT NULL,
	"specifications" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"image_count" smallint NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"storefronts" text[] NOT NULL,
	"search_text" text NOT NULL,
	"released_on" date NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"terms" text NOT NULL,
	"ribbon" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"storefronts" text[] NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"destination_uri" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"colour" text NOT NULL,
	"url" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"anchor_date" date NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"compare_skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"locality_id" text,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"storefront_id" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "settings_storefront_id_name_pk" PRIMARY KEY("storefront_id","name")
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_uri" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"street" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_appointment_only" boolean NOT NULL,
	"virtual_tour_id" text,
	"open_times" jsonb NOT NULL,
	"is_default" boolean NOT NULL,
	"warehouse_code" text NOT NULL,
	CONSTRAINT "stores_store_uri_unique" UNIQUE("store_uri")
);
--> statement-breakpoint
CREATE TABLE "variant_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"buckets" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_banners" ADD CONSTRAINT "alert_banners_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooking_demo_bookings" ADD CONSTRAINT "cooking_demo_bookings_cooking_demo_id_cooking_demos_id_fk" FOREIGN KEY ("cooking_demo_id") REFERENCES "public"."cooking_demos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooking_demos" ADD CONSTRAINT "cooking_demos_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation" ADD CONSTRAINT "navigation_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_slug_idx" ON "content_entries" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "cooking_demo_bookings_demo_idx" ON "cooking_demo_bookings" USING btree ("cooking_demo_id");--> statement-breakpoint
CREATE INDEX "cooking_demos_starts_idx" ON "cooking_demos" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "kitchen_club_email_idx" ON "kitchen_club_submissions" USING btree ("storefront_id","form_type","email");--> statement-breakpoint
CREATE INDEX "localities_postcode_idx" ON "localities" USING btree ("country","postcode");--> statement-breakpoint
CREATE INDEX "localities_suburb_idx" ON "localities" USING btree ("country",lower("suburb") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_category_path_idx" ON "products" USING btree ("category_path");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_storefronts_idx" ON "products" USING gin ("storefronts");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_country_idx" ON "stores" USING btree ("country");