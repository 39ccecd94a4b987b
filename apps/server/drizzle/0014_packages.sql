CREATE TYPE "public"."carrier" AS ENUM('UPS', 'FedEx', 'USPS', 'DHL', 'Amazon', 'Royal Mail', 'Evri', 'SF Express', 'Other');--> statement-breakpoint
CREATE TYPE "public"."package_condition" AS ENUM('good', 'damaged');--> statement-breakpoint
CREATE TYPE "public"."package_status" AS ENUM('expected', 'received', 'ready_to_ship', 'on_hold', 'returned_to_sender', 'disposed', 'shipped');--> statement-breakpoint
ALTER TYPE "public"."upload_entity" ADD VALUE 'package';--> statement-breakpoint
ALTER TYPE "public"."upload_entity" ADD VALUE 'package_receipt';--> statement-breakpoint
CREATE SEQUENCE "public"."package_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "package_reminders" (
	"package_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_reminders_package_id_kind_pk" PRIMARY KEY("package_id","kind")
);
--> statement-breakpoint
CREATE TABLE "package_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"status" "package_status" NOT NULL,
	"note" text,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_code" text DEFAULT 'SWP' || nextval('package_code_seq') NOT NULL,
	"user_id" integer,
	"status" "package_status" NOT NULL,
	"warehouse" text NOT NULL,
	"carrier" "carrier",
	"carrier_tracking_number" text,
	"store" text,
	"description" text DEFAULT '' NOT NULL,
	"declared_value_minor" bigint,
	"declared_currency" "currency_label",
	"weight_grams" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"bin_location" text,
	"condition" "package_condition",
	"condition_note" text,
	"label_owner_text" text,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_measures_positive" CHECK (("packages"."weight_grams" is null or "packages"."weight_grams" between 1 and 300000) and ("packages"."length_mm" is null or "packages"."length_mm" between 1 and 3000) and ("packages"."width_mm" is null or "packages"."width_mm" between 1 and 3000) and ("packages"."height_mm" is null or "packages"."height_mm" between 1 and 3000)),
	CONSTRAINT "packages_declared_value_nonnegative" CHECK ("packages"."declared_value_minor" is null or "packages"."declared_value_minor" >= 0),
	CONSTRAINT "packages_owner_known_when_expected" CHECK ("packages"."user_id" is not null or "packages"."status" <> 'expected')
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"period" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" text,
	CONSTRAINT "scheduled_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "volumetric_divisor" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "free_storage_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "storage_fee_per_day_minor" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "long_held_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "package_reminders" ADD CONSTRAINT "package_reminders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_status_history" ADD CONSTRAINT "package_status_history_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_status_history" ADD CONSTRAINT "package_status_history_changed_by_admins_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_warehouse_warehouses_city_fk" FOREIGN KEY ("warehouse") REFERENCES "public"."warehouses"("city") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_received_by_admins_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_history_package_idx" ON "package_status_history" USING btree ("package_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_unique" ON "packages" USING btree ("package_code");--> statement-breakpoint
CREATE INDEX "packages_user_status_idx" ON "packages" USING btree ("user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "packages_carrier_tracking_idx" ON "packages" USING btree ("carrier_tracking_number");--> statement-breakpoint
CREATE INDEX "packages_status_created_idx" ON "packages" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "packages_created_idx" ON "packages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "packages_warehouse_received_idx" ON "packages" USING btree ("warehouse","received_at");--> statement-breakpoint
CREATE INDEX "packages_unowned_idx" ON "packages" USING btree ("created_at" DESC NULLS LAST) WHERE "packages"."user_id" is null;