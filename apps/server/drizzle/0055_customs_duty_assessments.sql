ALTER TYPE "public"."invoice_reference_type" ADD VALUE 'customs_duty';--> statement-breakpoint
CREATE TABLE "customs_duty_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customs_duty_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_duty_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"master_shipment_id" integer,
	"assessed_kobo" bigint NOT NULL,
	"previous_kobo" bigint NOT NULL,
	"difference_kobo" bigint NOT NULL,
	"corrects_id" integer,
	"reason" text,
	"request_key" text NOT NULL,
	"ledger_transaction_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_duty_assessments_assessed_nonnegative" CHECK ("customs_duty_assessments"."assessed_kobo" >= 0),
	CONSTRAINT "customs_duty_assessments_difference" CHECK ("customs_duty_assessments"."difference_kobo" = "customs_duty_assessments"."assessed_kobo" - "customs_duty_assessments"."previous_kobo"),
	CONSTRAINT "customs_duty_assessments_correction_reason" CHECK ("customs_duty_assessments"."corrects_id" is null or coalesce(btrim("customs_duty_assessments"."reason"), '') <> ''),
	CONSTRAINT "customs_duty_assessments_credit_posted" CHECK (("customs_duty_assessments"."ledger_transaction_id" is not null) = ("customs_duty_assessments"."difference_kobo" < 0))
);
--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_shipment_duty_id_shipment_duties_id_fk" FOREIGN KEY ("shipment_duty_id") REFERENCES "public"."shipment_duties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_master_shipment_id_master_shipments_id_fk" FOREIGN KEY ("master_shipment_id") REFERENCES "public"."master_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_corrects_id_customs_duty_assessments_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."customs_duty_assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customs_duty_assessments_first_unique" ON "customs_duty_assessments" USING btree ("shipment_duty_id") WHERE "customs_duty_assessments"."corrects_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customs_duty_assessments_corrects_unique" ON "customs_duty_assessments" USING btree ("corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_duty_assessments_request_unique" ON "customs_duty_assessments" USING btree ("shipment_duty_id","request_key");--> statement-breakpoint
CREATE INDEX "customs_duty_assessments_shipment_idx" ON "customs_duty_assessments" USING btree ("shipment_id","id");--> statement-breakpoint
-- A recorded assessment is kept as recorded (decision 0082): a correction is a new row with its reason.
CREATE FUNCTION "customs_duty_assessments_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an assessed duty is never changed: record a correction instead' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "customs_duty_assessments_no_update_or_delete" BEFORE UPDATE OR DELETE ON "customs_duty_assessments" FOR EACH ROW EXECUTE FUNCTION "customs_duty_assessments_immutable"();
