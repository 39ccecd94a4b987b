-- Staff list search at a million rows: each way a record can match is its own indexed look-up of ids
-- (lib/any-field-search.ts): trigram indexes (pg_trgm, migration 0015) where the text is matched anywhere, text_pattern_ops
-- ranges for the start of identifiers (e-mail, package id, carrier tracking number, the lower case of a transaction id).
DROP INDEX "packages_carrier_tracking_idx";--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("email_address" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_transaction_lower_idx" ON "invoices" USING btree (lower("transaction_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pickups_contact_name_trgm_idx" ON "pickups" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procurements_store_name_trgm_idx" ON "procurements" USING gin ("store_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_subject_trgm_idx" ON "tickets" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_code_prefix_idx" ON "packages" USING btree ("package_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packages_bin_trgm_idx" ON "packages" USING gin ("bin_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_label_owner_trgm_idx" ON "packages" USING gin ("label_owner_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_shipments_reference_trgm_idx" ON "master_shipments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_shipments_document_trgm_idx" ON "master_shipments" USING gin ("transport_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_shipments_carrier_trgm_idx" ON "master_shipments" USING gin ("carrier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_shipments_destination_trgm_idx" ON "master_shipments" USING gin ("destination" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_carrier_tracking_idx" ON "packages" USING btree ("carrier_tracking_number" text_pattern_ops);