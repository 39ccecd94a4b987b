ALTER TYPE "public"."upload_entity" ADD VALUE 'proof_of_delivery';--> statement-breakpoint
CREATE TABLE "proof_of_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_of_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"received_by" text NOT NULL,
	"delivery_code" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_of_deliveries_received_by" CHECK (length(trim("proof_of_deliveries"."received_by")) > 0)
);
--> statement-breakpoint
ALTER TABLE "master_shipments" ADD COLUMN "manifest_downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_shipments" ADD COLUMN "manifest_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proof_of_deliveries" ADD CONSTRAINT "proof_of_deliveries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_deliveries" ADD CONSTRAINT "proof_of_deliveries_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_of_deliveries_shipment_unique" ON "proof_of_deliveries" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "proof_of_deliveries_delivered_idx" ON "proof_of_deliveries" USING btree ("delivered_at");