ALTER TYPE "public"."ledger_cause" ADD VALUE 'expired_quote_credit' BEFORE 'refund_to_wallet';--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "channels" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "channel" text;