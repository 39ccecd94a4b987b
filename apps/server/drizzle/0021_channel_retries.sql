DROP INDEX "channel_messages_pending_idx";--> statement-breakpoint
ALTER TABLE "channel_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "channel_messages_pending_idx" ON "channel_messages" USING btree ("next_attempt_at","id") WHERE "channel_messages"."status" = 'pending';