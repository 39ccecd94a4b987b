CREATE INDEX "invoices_refunded_idx" ON "invoices" USING btree ("refunded_at") WHERE "invoices"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("settled_at") WHERE "payments"."status" = 'success';--> statement-breakpoint
CREATE INDEX "payments_refunded_idx" ON "payments" USING btree ("refunded_at") WHERE "payments"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "packages_received_idx" ON "packages" USING btree ("received_at") WHERE "packages"."received_at" is not null;--> statement-breakpoint
CREATE INDEX "ship_requests_shipment_idx" ON "ship_requests" USING btree ("shipment_id") WHERE "ship_requests"."shipment_id" is not null;--> statement-breakpoint
CREATE INDEX "tracking_events_delivered_idx" ON "tracking_events" USING btree ("occurred_at") WHERE "tracking_events"."milestone" = 'delivered';--> statement-breakpoint
CREATE INDEX "wallet_top_ups_settled_idx" ON "wallet_top_ups" USING btree ("settled_at") WHERE "wallet_top_ups"."status" = 'success';