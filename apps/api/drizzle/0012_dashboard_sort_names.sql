ALTER TABLE "projects" ADD COLUMN "salesperson_name" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "store_name" text;--> statement-breakpoint
-- The dashboard sorts on the salesperson's and the store's names (issue 16 item 5): projects keep
-- copies, set by this trigger on insert and on a change of salesperson or store, and by the two
-- below when a salesperson or a store is renamed. The app never writes them.
CREATE FUNCTION "projects_dashboard_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."salesperson_name" := (SELECT "name" FROM "salespeople" WHERE "code" = NEW."salesperson_code");
  NEW."store_name" := (SELECT "name" FROM "stores" WHERE "store_uri" = NEW."store_uri");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_dashboard_names" BEFORE INSERT OR UPDATE OF "salesperson_code", "store_uri" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_dashboard_names"();--> statement-breakpoint
CREATE FUNCTION "salespeople_dashboard_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "projects" SET "salesperson_name" = NEW."name" WHERE "salesperson_code" = NEW."code";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "salespeople_dashboard_names" AFTER UPDATE OF "name" ON "salespeople"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "salespeople_dashboard_names"();--> statement-breakpoint
CREATE FUNCTION "stores_dashboard_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "projects" SET "store_name" = NEW."name" WHERE "store_uri" = NEW."store_uri";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stores_dashboard_names" AFTER UPDATE OF "name" ON "stores"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "stores_dashboard_names"();--> statement-breakpoint
UPDATE "projects" SET "salesperson_name" = "salespeople"."name" FROM "salespeople" WHERE "salespeople"."code" = "projects"."salesperson_code";--> statement-breakpoint
UPDATE "projects" SET "store_name" = "stores"."name" FROM "stores" WHERE "stores"."store_uri" = "projects"."store_uri";--> statement-breakpoint
CREATE INDEX "projects_dashboard_quote_idx" ON "projects" USING btree ("storefront_id",(case when "quoted_at" is null then 1 else 0 end),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_status_sort_idx" ON "projects" USING btree ("storefront_id","quote_status","id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_culinary_idx" ON "projects" USING btree ("storefront_id",(coalesce(("quote_data"->>'showCulinaryBookings')::boolean, false)),"created_at");--> statement-breakpoint
CREATE INDEX "projects_dashboard_salesperson_name_idx" ON "projects" USING btree ("storefront_id",(lower(coalesce("salesperson_name", '')) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_store_name_idx" ON "projects" USING btree ("storefront_id",(lower(coalesce("store_name", '')) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_phone_idx" ON "projects" USING btree ("storefront_id",(coalesce("quote_data"->>'contactNumber', '') collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_email_idx" ON "projects" USING btree ("storefront_id",(lower(coalesce("quote_data"->>'customerEmail', '')) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_goal_idx" ON "projects" USING btree ("storefront_id",(lower(coalesce("quote_data"->>'projectGoal', '')) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_start_idx" ON "projects" USING btree ("storefront_id",(coalesce("quote_data"->>'projectStart', '') collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_referrer_idx" ON "projects" USING btree ("storefront_id",(lower(coalesce(nullif("quote_data"->>'referrerName', ''), nullif("quote_data"->>'referrerBusinessName', ''), "quote_data"->>'referrerCode', '')) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_customer_trgm_idx" ON "projects" USING gin (lower(coalesce("quote_data"->>'customerName', '')) gin_trgm_ops);