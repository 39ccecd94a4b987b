DROP INDEX "shipments_email_idx";--> statement-breakpoint
CREATE INDEX "shipments_tracking_prefix_idx" ON "shipments" USING btree ("tracking_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_email_prefix_idx" ON "shipments" USING btree ("email_address" text_pattern_ops);