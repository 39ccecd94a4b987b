ALTER TYPE "public"."code_purpose" ADD VALUE 'email_confirm';--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'phone_verify';--> statement-breakpoint
ALTER TABLE "channel_messages" ALTER COLUMN "kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "signup_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_contacts" ADD COLUMN "sms_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_contacts" ADD COLUMN "whatsapp_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that exist before confirmed e-mail was required count as confirmed (issue 30). Numbers given before
-- were never verified and stay unverified: they receive nothing until their owner types a code back.
UPDATE "customers" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
