CREATE TABLE "deals_club_members" (
	"account_id" uuid NOT NULL,
	"storefront_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_club_members_account_id_storefront_id_pk" PRIMARY KEY("account_id","storefront_id")
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "member_account_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "member_price_aud" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "member_price_nzd" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "project_products" ADD COLUMN "quoted_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "project_products" ADD COLUMN "warranty_id" text;--> statement-breakpoint
ALTER TABLE "project_products" ADD COLUMN "install_id" text;--> statement-breakpoint
ALTER TABLE "project_products" ADD COLUMN "competitor_url" text;--> statement-breakpoint
ALTER TABLE "deals_club_members" ADD CONSTRAINT "deals_club_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_codes_account_idx" ON "sign_in_codes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sign_in_codes_expires_idx" ON "sign_in_codes" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_account_id_accounts_id_fk" FOREIGN KEY ("member_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;