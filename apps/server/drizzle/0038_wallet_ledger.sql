CREATE TYPE "public"."ledger_account_kind" AS ENUM('customer_wallet', 'paystack_clearing', 'receivables', 'staff_adjustments', 'refunds');--> statement-breakpoint
CREATE TYPE "public"."ledger_cause" AS ENUM('top_up', 'invoice_payment', 'overpayment_credit', 'second_payment_credit', 'refund_to_wallet', 'refund_to_method', 'staff_credit', 'staff_debit');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "ledger_account_kind" NOT NULL,
	"customer_id" integer,
	"balance_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_wallet_has_owner" CHECK (("ledger_accounts"."kind" = 'customer_wallet') = ("ledger_accounts"."customer_id" is not null and "ledger_accounts"."balance_minor" is not null)),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cause" "ledger_cause" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"customer_id" integer,
	"invoice_id" integer,
	"invoice_amount_minor" bigint,
	"invoice_currency" "currency_code",
	"rate" numeric(18, 6),
	"reference" text,
	"idempotency_key" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_label" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_amount_positive" CHECK ("ledger_transactions"."amount_minor" > 0),
	CONSTRAINT "ledger_transactions_actor_kind" CHECK ("ledger_transactions"."actor_kind" in ('admin', 'customer', 'system'))
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"status" "payment_status" DEFAULT 'initialized' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" "currency_code" DEFAULT 'NGN' NOT NULL,
	"access_code" text,
	"provider_response" jsonb,
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_top_ups_amount_positive" CHECK ("wallet_top_ups"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_unique" ON "ledger_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_business_kind_unique" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."customer_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_unique" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_transactions_customer_idx" ON "ledger_transactions" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_transactions_invoice_idx" ON "ledger_transactions" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_reference_unique" ON "wallet_top_ups" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_customer_idx" ON "wallet_top_ups" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_paid_not_negative" CHECK ("invoices"."amount_paid_minor" >= 0);--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind") VALUES ('paystack_clearing'), ('receivables'), ('staff_adjustments'), ('refunds');--> statement-breakpoint
-- A wallet's balance changes only through its entries: this trigger adds each entry to it (the CHECK keeps it >= 0,
-- so a spend that would overdraw fails whatever runs at once), and the guard below refuses any other write of it.
CREATE FUNCTION ledger_entry_applies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance_minor = balance_minor + NEW.amount_minor
    WHERE id = NEW.account_id AND balance_minor IS NOT NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_applies();--> statement-breakpoint
CREATE FUNCTION ledger_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance_minor IS DISTINCT FROM OLD.balance_minor AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a wallet balance changes only through ledger entries' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.kind IS DISTINCT FROM OLD.kind OR NEW.customer_id IS DISTINCT FROM OLD.customer_id THEN
    RAISE EXCEPTION 'a ledger account keeps its kind and owner' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_balance_guard();--> statement-breakpoint
-- Append-only: a posted transaction or entry is never edited or removed (a correction is a new transaction).
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: post a correcting transaction instead' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_append_only BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- At commit, every transaction touched is balanced: at least two entries, summing to zero, its positive side equal to
-- its amount.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txn_id integer := CASE WHEN TG_TABLE_NAME = 'ledger_entries' THEN NEW.transaction_id ELSE NEW.id END;
  total bigint;
  credits bigint;
  lines integer;
  expected bigint;
BEGIN
  SELECT coalesce(sum(amount_minor), 0), coalesce(sum(amount_minor) FILTER (WHERE amount_minor > 0), 0), count(*)
    INTO total, credits, lines FROM ledger_entries WHERE transaction_id = txn_id;
  SELECT amount_minor INTO expected FROM ledger_transactions WHERE id = txn_id;
  IF lines < 2 OR total <> 0 OR credits <> expected THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced (% entries, sum %, credits % of %)',
      txn_id, lines, total, credits, expected USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
