DROP INDEX "invoices_status_created_idx";--> statement-breakpoint
DROP INDEX "pickups_status_created_idx";--> statement-breakpoint
DROP INDEX "procurements_status_created_idx";--> statement-breakpoint
DROP INDEX "tickets_status_updated_idx";--> statement-breakpoint
DROP INDEX "ship_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "ship_requests_created_idx" ON "ship_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pickups_status_created_idx" ON "pickups" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "procurements_status_created_idx" ON "procurements" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_status_updated_idx" ON "tickets" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ship_requests_status_created_idx" ON "ship_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);