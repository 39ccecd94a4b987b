-- Master shipments search: the start of the reference and of the AWB/B/L number as a range of their lower
-- case (text_pattern_ops, lib/any-field-search.ts lowerStartsWith); with the trigram indexes the planner read every master.
DROP INDEX "master_shipments_reference_trgm_idx";--> statement-breakpoint
DROP INDEX "master_shipments_document_trgm_idx";--> statement-breakpoint
CREATE INDEX "master_shipments_reference_lower_idx" ON "master_shipments" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "master_shipments_document_lower_idx" ON "master_shipments" USING btree (lower("transport_document") text_pattern_ops);