CREATE TABLE "project_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"folder_id" integer,
	"product_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_change_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"account_id" uuid,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"sku" text NOT NULL,
	"notes" text NOT NULL,
	"user_name" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" smallint NOT NULL,
	"sort_order" integer NOT NULL,
	"locked_price" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_products_quantity_check" CHECK ("project_products"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "project_referrers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"phone" text NOT NULL,
	"contact" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"product_id" integer,
	"brand" text NOT NULL,
	"variation_sku" text,
	"comments" text NOT NULL,
	"rrp_override" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" text NOT NULL,
	"name" text NOT NULL,
	"quote_status" text DEFAULT 'Open' NOT NULL,
	"quoted_at" timestamp with time zone,
	"quote_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"salesperson_code" text,
	"store_uri" text,
	"share_id" uuid NOT NULL,
	"shared_status" boolean DEFAULT false NOT NULL,
	"project_emailed" boolean DEFAULT false NOT NULL,
	"price_locked_at" timestamp with time zone,
	"price_lock_expires_at" timestamp with time zone,
	"price_locked_by" text,
	"created_by_account_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_share_id_unique" UNIQUE("share_id"),
	CONSTRAINT "projects_quote_status_check" CHECK ("projects"."quote_status" in ('Open', 'Pending', 'Quoted', 'Lost', 'Won', 'Partial'))
);
--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_folder_id_project_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."project_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_product_id_project_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_change_log" ADD CONSTRAINT "project_change_log_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_folders" ADD CONSTRAINT "project_folders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_folder_id_project_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."project_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_variations" ADD CONSTRAINT "project_variations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_variations" ADD CONSTRAINT "project_variations_product_id_project_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_salesperson_code_salespeople_code_fk" FOREIGN KEY ("salesperson_code") REFERENCES "public"."salespeople"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_store_uri_stores_store_uri_fk" FOREIGN KEY ("store_uri") REFERENCES "public"."stores"("store_uri") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_attachments_project_idx" ON "project_attachments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_change_log_project_idx" ON "project_change_log" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_comments_project_idx" ON "project_comments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_folders_project_idx" ON "project_folders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_notes_project_idx" ON "project_notes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_products_project_idx" ON "project_products" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_products_folder_idx" ON "project_products" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "project_products_sku_idx" ON "project_products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "project_variations_project_idx" ON "project_variations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_storefront_updated_idx" ON "projects" USING btree ("storefront_id","updated_at");--> statement-breakpoint
CREATE INDEX "projects_created_by_idx" ON "projects" USING btree ("created_by_account_id");--> statement-breakpoint
CREATE INDEX "projects_salesperson_idx" ON "projects" USING btree ("salesperson_code");--> statement-breakpoint
CREATE INDEX "projects_customer_email_idx" ON "projects" USING btree (lower("quote_data"->>'customerEmail'));