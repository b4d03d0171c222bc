CREATE INDEX "projects_dashboard_created_idx" ON "projects" USING btree ("storefront_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_modified_idx" ON "projects" USING btree ("storefront_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_name_idx" ON "projects" USING btree ("storefront_id",(lower("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_customer_idx" ON "projects" USING btree ("storefront_id",(lower(coalesce("quote_data"->>'customerName', '')) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projects_dashboard_status_idx" ON "projects" USING btree ("storefront_id","quote_status","created_at");--> statement-breakpoint
CREATE INDEX "projects_dashboard_store_idx" ON "projects" USING btree ("storefront_id","store_uri","created_at");--> statement-breakpoint
CREATE INDEX "projects_dashboard_salesperson_idx" ON "projects" USING btree ("storefront_id","salesperson_code","created_at");