ALTER TABLE "accounts" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;