-- A decrease of the assessed duty first comes off what is still unpaid of the shipment's earlier "Customs duty difference"
-- invoices (they are cancelled; what they billed beyond the decrease is billed again on an invoice of the correcting
-- record), and only the rest is credited to the wallet (docs/decisions/0088). `waived_kobo` keeps that part on the record;
-- the credit is posted exactly when something is left to credit.
ALTER TABLE "customs_duty_assessments" DROP CONSTRAINT "customs_duty_assessments_credit_posted";--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD COLUMN "waived_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_waived" CHECK ("customs_duty_assessments"."waived_kobo" >= 0 and "customs_duty_assessments"."waived_kobo" <= greatest(-"customs_duty_assessments"."difference_kobo", 0));--> statement-breakpoint
ALTER TABLE "customs_duty_assessments" ADD CONSTRAINT "customs_duty_assessments_credit_posted" CHECK (("customs_duty_assessments"."ledger_transaction_id" is not null) = ("customs_duty_assessments"."difference_kobo" + "customs_duty_assessments"."waived_kobo" < 0));