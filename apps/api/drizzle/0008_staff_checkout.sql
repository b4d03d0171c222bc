CREATE TABLE "salespeople" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_uri" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "winning_delivery_service_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salespeople" ADD CONSTRAINT "salespeople_store_uri_stores_store_uri_fk" FOREIGN KEY ("store_uri") REFERENCES "public"."stores"("store_uri") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salespeople_store_idx" ON "salespeople" USING btree ("store_uri");