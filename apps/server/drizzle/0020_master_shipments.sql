CREATE TYPE "public"."customs_reason" AS ENUM('documentation', 'duties_unpaid', 'inspection', 'prohibited_item');--> statement-breakpoint
CREATE TYPE "public"."master_mode" AS ENUM('air', 'sea');--> statement-breakpoint
CREATE TYPE "public"."milestone" AS ENUM('departed_origin', 'arrived_destination', 'in_customs', 'released', 'at_lagos_hub', 'out_for_delivery', 'ready_for_pickup', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."tracking_event_kind" AS ENUM('milestone', 'delay');--> statement-breakpoint
CREATE TYPE "public"."tracking_event_source" AS ENUM('master', 'staff', 'system');--> statement-breakpoint
CREATE TYPE "public"."channel_message_status" AS ENUM('pending', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."notification_channel" AS ENUM('email', 'sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('arrival', 'invoice', 'milestones', 'delays');--> statement-breakpoint
CREATE SEQUENCE "public"."master_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "master_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text DEFAULT 'MS' || nextval('master_reference_seq') NOT NULL,
	"mode" "master_mode" NOT NULL,
	"carrier" text NOT NULL,
	"transport_document" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"cutoff_at" timestamp with time zone,
	"departure_date" date,
	"expected_arrival_date" date,
	"last_milestone" "milestone",
	"last_moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stale_alert_for" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "master_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"master_shipment_id" integer NOT NULL,
	"kind" "tracking_event_kind" NOT NULL,
	"milestone" "milestone",
	"customs_reason" "customs_reason",
	"place" text,
	"note" text,
	"new_expected_date" date,
	"occurred_at" timestamp with time zone NOT NULL,
	"shipments_count" integer DEFAULT 0 NOT NULL,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_updates_milestone" CHECK ("master_updates"."kind" <> 'milestone' or "master_updates"."milestone" is not null),
	CONSTRAINT "master_updates_delay" CHECK ("master_updates"."kind" <> 'delay' or "master_updates"."new_expected_date" is not null),
	CONSTRAINT "master_updates_reason" CHECK ("master_updates"."customs_reason" is null or "master_updates"."milestone" = 'in_customs')
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"kind" "tracking_event_kind" NOT NULL,
	"milestone" "milestone",
	"customs_reason" "customs_reason",
	"place" text,
	"note" text,
	"new_expected_date" date,
	"source" "tracking_event_source" NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"master_update_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_milestone" CHECK ("tracking_events"."kind" <> 'milestone' or "tracking_events"."milestone" is not null),
	CONSTRAINT "tracking_events_delay" CHECK ("tracking_events"."kind" <> 'delay' or "tracking_events"."new_expected_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "channel_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" "notification_channel" NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"to_address" text NOT NULL,
	"body" text NOT NULL,
	"status" "channel_message_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "channel_messages_not_email" CHECK ("channel_messages"."channel" <> 'email')
);
--> statement-breakpoint
CREATE TABLE "notification_contacts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"sms_phone" text,
	"whatsapp_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_contacts_sms_e164" CHECK ("notification_contacts"."sms_phone" is null or "notification_contacts"."sms_phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "notification_contacts_whatsapp_e164" CHECK ("notification_contacts"."whatsapp_phone" is null or "notification_contacts"."whatsapp_phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"customer_id" integer NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_customer_id_kind_channel_pk" PRIMARY KEY("customer_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "tracking_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "master_shipment_id" integer;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_shipments" ADD CONSTRAINT "master_shipments_origin_warehouses_city_fk" FOREIGN KEY ("origin") REFERENCES "public"."warehouses"("city") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_shipments" ADD CONSTRAINT "master_shipments_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_updates" ADD CONSTRAINT "master_updates_master_shipment_id_master_shipments_id_fk" FOREIGN KEY ("master_shipment_id") REFERENCES "public"."master_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_updates" ADD CONSTRAINT "master_updates_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_master_update_id_master_updates_id_fk" FOREIGN KEY ("master_update_id") REFERENCES "public"."master_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_contacts" ADD CONSTRAINT "notification_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD CONSTRAINT "tracking_subscriptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "master_shipments_reference_unique" ON "master_shipments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "master_shipments_created_idx" ON "master_shipments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "master_updates_master_idx" ON "master_updates" USING btree ("master_shipment_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_messages_pending_idx" ON "channel_messages" USING btree ("id") WHERE "channel_messages"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_token_unique" ON "tracking_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_live_unique" ON "tracking_subscriptions" USING btree ("shipment_id",lower("email")) WHERE "tracking_subscriptions"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "tracking_subscriptions_shipment_idx" ON "tracking_subscriptions" USING btree ("shipment_id") WHERE "tracking_subscriptions"."confirmed_at" is not null and "tracking_subscriptions"."unsubscribed_at" is null;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_master_shipment_id_master_shipments_id_fk" FOREIGN KEY ("master_shipment_id") REFERENCES "public"."master_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_master_idx" ON "shipments" USING btree ("master_shipment_id") WHERE "shipments"."master_shipment_id" is not null;