-- Staff's reason for returning a ship request to its customer, and when (docs/decisions/0142): the customer's
-- request page shows it. Requests returned before this column get theirs from the audit entry of the return, whose
-- cause is "staff returned it to the customer: <reason>" (decision 0140); every other request keeps null.
ALTER TABLE "ship_requests" ADD COLUMN "returned_reason" text;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ship_requests" SET "returned_reason" = substr("audit_log"."cause", 36), "returned_at" = "audit_log"."created_at"
FROM "audit_log"
WHERE "audit_log"."entity_type" = 'ship_request' AND "audit_log"."entity_id" = "ship_requests"."id"
  AND "audit_log"."action" = 'cancelled' AND "audit_log"."cause" LIKE 'staff returned it to the customer: %'
  AND "ship_requests"."status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_returned" CHECK (("ship_requests"."returned_reason" is null) = ("ship_requests"."returned_at" is null) and ("ship_requests"."returned_reason" is null or "ship_requests"."status" = 'cancelled'));
