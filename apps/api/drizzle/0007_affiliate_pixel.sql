CREATE TABLE "affiliate_pixel_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"order_number" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "affiliate_pixel_hits_order_idx" ON "affiliate_pixel_hits" USING btree ("storefront_id","order_number");