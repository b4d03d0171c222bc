CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"delivery_instructions" text,
	CONSTRAINT "addresses_kind_check" CHECK ("addresses"."kind" in ('delivery', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper_check" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'amount')),
	CONSTRAINT "coupons_used_check" CHECK ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "delivery_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"delivery_date" date,
	"same_day" boolean NOT NULL,
	"extended" boolean NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"services" jsonb NOT NULL,
	"supplier_dates" jsonb NOT NULL,
	"cash_and_carry" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"initial_balance" numeric(10, 2) NOT NULL,
	"balance" numeric(10, 2) NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_upper_check" CHECK ("gift_cards"."code" = upper("gift_cards"."code")),
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance" >= 0 and "gift_cards"."balance" <= "gift_cards"."initial_balance")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"warranty_name" text,
	"warranty_price" numeric(10, 2),
	"install_name" text,
	"install_price" numeric(10, 2),
	"line_total" numeric(10, 2) NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"storefront_id" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"newsletter" boolean NOT NULL,
	"po_number" text,
	"currency" text NOT NULL,
	"coupon_code" text,
	"gift_card_code" text,
	"subtotal" numeric(10, 2) NOT NULL,
	"discount" numeric(10, 2) NOT NULL,
	"shipping" numeric(10, 2) NOT NULL,
	"services_total" numeric(10, 2) NOT NULL,
	"supplier_total" numeric(10, 2) NOT NULL,
	"order_total" numeric(10, 2) NOT NULL,
	"amount_paid" numeric(10, 2) NOT NULL,
	"storage_fee_per_day" numeric(10, 2) NOT NULL,
	"stock_fee_acknowledged" boolean NOT NULL,
	"requested_delivery_contact" boolean NOT NULL,
	"requested_installation_contact" boolean NOT NULL,
	"early_notification" boolean NOT NULL,
	"salesperson_code" text,
	"subdivision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"order_id" uuid,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_reference" text,
	"card_brand" text,
	"card_last_four" text,
	"refusal_reason" text,
	"checkout" jsonb NOT NULL,
	"answer" jsonb,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_last_four_check" CHECK ("payments"."card_last_four" is null or "payments"."card_last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'authorised', 'refused', 'awaiting-challenge', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_order_kind_idx" ON "addresses" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("storefront_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_active_cart_idx" ON "payments" USING btree ("cart_id") WHERE "payments"."status" in ('pending', 'awaiting-challenge', 'authorised');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_authorised_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'authorised';--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("payment_reference");