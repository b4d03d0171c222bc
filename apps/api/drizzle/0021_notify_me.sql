CREATE TABLE "stock_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storefront_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"callback_name" text,
	"callback_phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_shopper_idx" ON "stock_notifications" USING btree ("storefront_id","product_id","email");--> statement-breakpoint
CREATE INDEX "stock_notifications_waiting_idx" ON "stock_notifications" USING btree ("product_id") WHERE "stock_notifications"."confirmed_at" is not null and "stock_notifications"."notified_at" is null and "stock_notifications"."unsubscribed_at" is null;