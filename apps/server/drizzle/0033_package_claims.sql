CREATE TABLE "package_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"pre_alert_id" integer,
	"source" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_claims_source" CHECK ("package_claims"."source" in ('pre_alert', 'label')),
	CONSTRAINT "package_claims_outcome" CHECK ("package_claims"."outcome" in ('pending', 'yours', 'not_yours'))
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "contested_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_parcel_id_packages_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_pre_alert_id_packages_id_fk" FOREIGN KEY ("pre_alert_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_claims_parcel_customer_unique" ON "package_claims" USING btree ("parcel_id","customer_id");--> statement-breakpoint
CREATE INDEX "package_claims_pre_alert_idx" ON "package_claims" USING btree ("pre_alert_id");--> statement-breakpoint
CREATE INDEX "package_claims_customer_idx" ON "package_claims" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "packages_contested_idx" ON "packages" USING btree ("contested_since" DESC NULLS LAST) WHERE "packages"."contested_since" is not null;