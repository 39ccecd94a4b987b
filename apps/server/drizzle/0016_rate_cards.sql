CREATE TYPE "public"."rate_service" AS ENUM('air_express', 'air_economy', 'sea');--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"service" "rate_service" NOT NULL,
	"valid_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_terms_match_route" CHECK ("rate_cards"."terms"->>'origin' = "rate_cards"."origin" and "rate_cards"."terms"->>'destination' = "rate_cards"."destination" and "rate_cards"."terms"->>'service' = "rate_cards"."service"::text)
);
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_origin_warehouses_city_fk" FOREIGN KEY ("origin") REFERENCES "public"."warehouses"("city") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_cards_route_idx" ON "rate_cards" USING btree ("origin","destination","service","valid_from" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION "rate_cards_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rate card versions are never changed: insert a new version instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rate_cards_no_update_or_delete" BEFORE UPDATE OR DELETE ON "rate_cards" FOR EACH ROW EXECUTE FUNCTION "rate_cards_immutable"();
