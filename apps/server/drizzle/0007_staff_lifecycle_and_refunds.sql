ALTER TYPE "public"."code_purpose" ADD VALUE 'staff_reset_password';--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'staff_reset_token';--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."shipment_payment_status" ADD VALUE 'Refunded';--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_reference" text;