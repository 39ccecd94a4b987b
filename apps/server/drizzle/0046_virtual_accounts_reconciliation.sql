ALTER TYPE "public"."ledger_cause" ADD VALUE 'virtual_account_transfer';--> statement-breakpoint
CREATE TABLE "reconciliation_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_count" integer NOT NULL,
	"our_count" integer NOT NULL,
	"provider_total_minor" bigint NOT NULL,
	"our_total_minor" bigint NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" text NOT NULL,
	CONSTRAINT "reconciliation_days_status" CHECK ("reconciliation_days"."status" in ('clean', 'flagged'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_discrepancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_discrepancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"provider_amount_minor" bigint,
	"our_amount_minor" bigint,
	"currency" text NOT NULL,
	"detail" jsonb,
	CONSTRAINT "reconciliation_discrepancies_kind" CHECK ("reconciliation_discrepancies"."kind" in ('missing_here', 'missing_at_provider', 'amount_differs'))
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "virtual_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_code" text NOT NULL,
	"provider_account_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"account_number" text,
	"account_name" text,
	"bank_name" text,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_accounts_status" CHECK ("virtual_accounts"."status" in ('pending', 'assigned')),
	CONSTRAINT "virtual_accounts_assigned_has_number" CHECK (("virtual_accounts"."status" = 'assigned') = ("virtual_accounts"."account_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_discrepancies" ADD CONSTRAINT "reconciliation_discrepancies_day_id_reconciliation_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."reconciliation_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_days_day_unique" ON "reconciliation_days" USING btree ("day","provider");--> statement-breakpoint
CREATE INDEX "reconciliation_discrepancies_day_idx" ON "reconciliation_discrepancies" USING btree ("day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_customer_unique" ON "virtual_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_customer_code_unique" ON "virtual_accounts" USING btree ("provider_customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_number_unique" ON "virtual_accounts" USING btree ("account_number");