DROP INDEX "shipments_status_created_idx";--> statement-breakpoint
DROP INDEX "shipments_tracking_prefix_idx";--> statement-breakpoint
DROP INDEX "shipments_email_prefix_idx";--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("shipment_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_tracking_prefix_idx" ON "shipments" USING btree ("tracking_number" text_pattern_ops,"shipment_status");--> statement-breakpoint
CREATE INDEX "shipments_email_prefix_idx" ON "shipments" USING btree ("email_address" text_pattern_ops,"shipment_status");