CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" "currency_code" NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_not_naira" CHECK ("exchange_rates"."currency" <> 'NGN')
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_currency" "currency_code";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rate_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_in_force_idx" ON "exchange_rates" USING btree ("currency","effective_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_amount_positive" CHECK ("payments"."invoice_amount_minor" is null or "payments"."invoice_amount_minor" > 0);--> statement-breakpoint
CREATE FUNCTION "exchange_rates_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'published exchange rates are never changed: publish a new rate instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "exchange_rates_no_update_or_delete" BEFORE UPDATE OR DELETE ON "exchange_rates" FOR EACH ROW EXECUTE FUNCTION "exchange_rates_immutable"();
