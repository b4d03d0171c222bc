ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
DROP INDEX "payments_active_cart_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remaining_payment" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'CreditCard' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_active_cart_idx" ON "payments" USING btree ("cart_id") WHERE "payments"."status" in ('pending', 'awaiting-challenge', 'awaiting-provider', 'authorised');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'authorised', 'refused', 'awaiting-challenge', 'awaiting-provider', 'cancelled'));--> statement-breakpoint
-- Orders placed before this migration: nothing was due is "None", the rest was paid by card.
UPDATE "orders" SET "payment_method" = 'None' WHERE "amount_paid" = 0;