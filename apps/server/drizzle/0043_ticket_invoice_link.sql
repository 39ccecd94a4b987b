ALTER TABLE "tickets" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "invoice_line" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_invoice_idx" ON "tickets" USING btree ("invoice_id");