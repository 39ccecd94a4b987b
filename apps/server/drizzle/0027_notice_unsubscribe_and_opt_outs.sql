ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "master_updates" ADD COLUMN "opted_out_count" integer DEFAULT 0 NOT NULL;