CREATE TYPE "public"."delivery_kind" AS ENUM('door', 'office_pickup');--> statement-breakpoint
CREATE TYPE "public"."nigerian_state" AS ENUM('Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara', 'FCT (Abuja)');--> statement-breakpoint
CREATE TYPE "public"."repack_level" AS ENUM('keep_outer_box', 'keep_retail_box', 'remove_packaging');--> statement-breakpoint
CREATE TYPE "public"."ship_request_status" AS ENUM('submitted', 'packed', 'paid', 'shipped', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."ship_service" AS ENUM('air_express', 'air_economy', 'sea');--> statement-breakpoint
CREATE TABLE "customs_declaration_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customs_declaration_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ship_request_id" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_value_minor" bigint NOT NULL,
	"currency" "currency_code" NOT NULL,
	"hs_code" text,
	CONSTRAINT "customs_declaration_items_quantity" CHECK ("customs_declaration_items"."quantity" >= 1),
	CONSTRAINT "customs_declaration_items_value" CHECK ("customs_declaration_items"."unit_value_minor" >= 1),
	CONSTRAINT "customs_declaration_items_hs_code" CHECK ("customs_declaration_items"."hs_code" is null or "customs_declaration_items"."hs_code" ~ '^[0-9]{6,10}$')
);
--> statement-breakpoint
CREATE TABLE "ship_request_packages" (
	"ship_request_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ship_request_packages_ship_request_id_package_id_pk" PRIMARY KEY("ship_request_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "ship_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ship_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"status" "ship_request_status" DEFAULT 'submitted' NOT NULL,
	"consolidate" boolean NOT NULL,
	"repack" "repack_level" NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"fragile" boolean DEFAULT false NOT NULL,
	"photos_of_contents" boolean DEFAULT false NOT NULL,
	"service" "ship_service" NOT NULL,
	"delivery" "delivery_kind" NOT NULL,
	"street" text,
	"landmark" text,
	"city" text,
	"lga" text,
	"state" "nigerian_state",
	"phone" text,
	"office" text,
	"rate_card_id" integer,
	"quote_total_minor" bigint,
	"currency" "currency_code",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ship_requests_door_address" CHECK ("ship_requests"."delivery" <> 'door' or ("ship_requests"."street" is not null and "ship_requests"."landmark" is not null and "ship_requests"."city" is not null and "ship_requests"."lga" is not null and "ship_requests"."state" is not null and "ship_requests"."phone" is not null)),
	CONSTRAINT "ship_requests_pickup_office" CHECK ("ship_requests"."delivery" <> 'office_pickup' or "ship_requests"."office" is not null),
	CONSTRAINT "ship_requests_phone_e164" CHECK ("ship_requests"."phone" is null or "ship_requests"."phone" ~ '^\+234[0-9]{7,10}$'),
	CONSTRAINT "ship_requests_quote_nonnegative" CHECK ("ship_requests"."quote_total_minor" is null or "ship_requests"."quote_total_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customs_declaration_items" ADD CONSTRAINT "customs_declaration_items_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_request_packages" ADD CONSTRAINT "ship_request_packages_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_request_packages" ADD CONSTRAINT "ship_request_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_warehouse_warehouses_city_fk" FOREIGN KEY ("warehouse") REFERENCES "public"."warehouses"("city") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customs_declaration_items_request_idx" ON "customs_declaration_items" USING btree ("ship_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_request_packages_active_unique" ON "ship_request_packages" USING btree ("package_id") WHERE "ship_request_packages"."active";--> statement-breakpoint
CREATE INDEX "ship_requests_user_created_idx" ON "ship_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ship_requests_status_created_idx" ON "ship_requests" USING btree ("status","created_at" DESC NULLS LAST);