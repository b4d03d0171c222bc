CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"storefront_id" text NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_status_check" CHECK ("reminders"."status" in ('Open', 'Done', 'Archived'))
);
--> statement-breakpoint
CREATE TABLE "toolbar_states" (
	"account_id" uuid NOT NULL,
	"action_id" text NOT NULL,
	"is_active" boolean NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toolbar_states_account_id_action_id_pk" PRIMARY KEY("account_id","action_id")
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbar_states" ADD CONSTRAINT "toolbar_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_account_idx" ON "reminders" USING btree ("account_id","storefront_id","status","date");--> statement-breakpoint
CREATE INDEX "reminders_project_idx" ON "reminders" USING btree ("project_id");