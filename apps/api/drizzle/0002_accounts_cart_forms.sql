CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"winning_user_id" text,
	"winning_cms_url" text,
	"salesperson_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "accounts_email_lower_check" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"quantity" smallint NOT NULL,
	"warranty_id" text,
	"install_id" text,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"storefront_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_forms" (
	"url" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"source" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"message_label" text NOT NULL,
	"message_hint" text,
	"submit_label" text NOT NULL,
	"subject_param" text,
	"subject_label" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "custom_forms_phone_check" CHECK ("custom_forms"."phone" in ('required', 'optional', 'hidden')),
	CONSTRAINT "custom_forms_postcode_check" CHECK ("custom_forms"."postcode" in ('required', 'optional', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_line_idx" ON "cart_lines" USING btree ("cart_id","sku",coalesce("warranty_id", ''),coalesce("install_id", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_storefront_idx" ON "carts" USING btree ("session_id","storefront_id");