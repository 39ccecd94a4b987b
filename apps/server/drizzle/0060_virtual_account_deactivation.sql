-- Staff (manager and up) may deactivate a customer's dedicated account number (docs/decisions/0093): the row stays,
-- marked 'deactivated' with when, by whom and why, so a late transfer to its number still finds its owner; the customer
-- may then ask for a new number, a new row. So only the open row (pending or assigned) is unique per customer and per
-- provider customer code; a number stays unique for ever.
ALTER TABLE "virtual_accounts" DROP CONSTRAINT "virtual_accounts_status";--> statement-breakpoint
ALTER TABLE "virtual_accounts" DROP CONSTRAINT "virtual_accounts_assigned_has_number";--> statement-breakpoint
DROP INDEX "virtual_accounts_customer_unique";--> statement-breakpoint
DROP INDEX "virtual_accounts_customer_code_unique";--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "deactivated_by" integer;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_deactivated_by_admins_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_accounts_customer_idx" ON "virtual_accounts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_customer_unique" ON "virtual_accounts" USING btree ("customer_id") WHERE "virtual_accounts"."status" <> 'deactivated';--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_customer_code_unique" ON "virtual_accounts" USING btree ("provider_customer_code") WHERE "virtual_accounts"."status" <> 'deactivated';--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_deactivated" CHECK (("virtual_accounts"."status" = 'deactivated') = ("virtual_accounts"."deactivated_at" is not null and "virtual_accounts"."deactivation_reason" is not null));--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_status" CHECK ("virtual_accounts"."status" in ('pending', 'assigned', 'deactivated'));--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_assigned_has_number" CHECK (("virtual_accounts"."status" = 'pending') = ("virtual_accounts"."account_number" is null));