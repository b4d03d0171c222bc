CREATE TABLE "payment_holds" (
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_holds_payment_id_kind_pk" PRIMARY KEY("payment_id","kind"),
	CONSTRAINT "payment_holds_kind_check" CHECK ("payment_holds"."kind" in ('coupon', 'giftCard')),
	CONSTRAINT "payment_holds_state_check" CHECK ("payment_holds"."state" in ('held', 'taken', 'released')),
	CONSTRAINT "payment_holds_amount_check" CHECK ("payment_holds"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_holds_open_idx" ON "payment_holds" USING btree ("code","held_at") WHERE "payment_holds"."state" = 'held';