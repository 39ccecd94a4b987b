ALTER TYPE "public"."admin_role" ADD VALUE 'agent';--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "warehouses" text[];--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "warehouse" text GENERATED ALWAYS AS (case "country" when 'USA' then 'Trail Richmond' when 'UK' then 'Brixton' when 'China' then 'Guangzhou' else 'Sabo Yaba' end) STORED;--> statement-breakpoint
CREATE INDEX "shipments_warehouse_created_idx" ON "shipments" USING btree ("warehouse","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_warehouses_not_empty" CHECK ("admins"."warehouses" is null or cardinality("admins"."warehouses") > 0);--> statement-breakpoint
-- An array cannot hold foreign keys: a staff account's warehouses are checked against the warehouses here.
CREATE FUNCTION "admins_warehouses_known"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."warehouses" IS NOT NULL AND EXISTS (
    SELECT 1 FROM unnest(NEW."warehouses") AS w(city) WHERE w.city NOT IN (SELECT "city" FROM "warehouses")
  ) THEN
    RAISE EXCEPTION 'admins.warehouses names a warehouse that does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "admins_warehouses_known" BEFORE INSERT OR UPDATE OF "warehouses" ON "admins"
  FOR EACH ROW EXECUTE FUNCTION "admins_warehouses_known"();
