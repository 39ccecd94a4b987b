-- The parcels on the shelves (received, ready_to_ship, on_hold, with a received time: packages_on_shelf_idx's
-- parcels) per warehouse and Lagos day received, and per warehouse and minute of the Lagos day received: the storage
-- fees report becomes a sum over at most a few thousand of these rows and a read of the last free days' parcels,
-- instead of a read of every parcel on the shelves (docs/decisions/0083). The statement triggers below keep both in
-- the transaction that changes the packages, so they are as exact as the packages in any snapshot. Each statement
-- adds its rows' net change per key in key order, the days before the minutes (two statements lock their rows in
-- one order: no deadlock between them).
CREATE TABLE "shelf_parcels_by_day" (
	"warehouse" text NOT NULL,
	"day" date NOT NULL,
	"parcels" integer NOT NULL,
	CONSTRAINT "shelf_parcels_by_day_warehouse_day_pk" PRIMARY KEY("warehouse","day")
);
--> statement-breakpoint
CREATE TABLE "shelf_parcels_by_minute" (
	"warehouse" text NOT NULL,
	"minute" smallint NOT NULL,
	"parcels" integer NOT NULL,
	CONSTRAINT "shelf_parcels_by_minute_warehouse_minute_pk" PRIMARY KEY("warehouse","minute")
);
--> statement-breakpoint
CREATE INDEX "packages_on_shelf_time_idx" ON "packages" USING btree ("warehouse",(("received_at" at time zone 'Africa/Lagos')::time),"received_at") WHERE "packages"."status" in ('received', 'ready_to_ship', 'on_hold');
--> statement-breakpoint
CREATE FUNCTION shelf_parcel_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stored text := ' WHERE status IN (''received'', ''ready_to_ship'', ''on_hold'') AND received_at IS NOT NULL';
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT warehouse, received_at AT TIME ZONE ''Africa/Lagos'' AS local, 1 AS delta FROM new_rows' || stored
    WHEN 'DELETE' THEN 'SELECT warehouse, received_at AT TIME ZONE ''Africa/Lagos'' AS local, -1 AS delta FROM old_rows' || stored
    ELSE 'SELECT warehouse, received_at AT TIME ZONE ''Africa/Lagos'' AS local, 1 AS delta FROM new_rows' || stored
      || ' UNION ALL SELECT warehouse, received_at AT TIME ZONE ''Africa/Lagos'', -1 FROM old_rows' || stored END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM shelf_parcels_by_day;
    DELETE FROM shelf_parcels_by_minute;
    RETURN NULL;
  END IF;
  EXECUTE 'INSERT INTO shelf_parcels_by_day AS c (warehouse, day, parcels)
    SELECT warehouse, local::date, sum(delta) FROM (' || moved || ') m GROUP BY 1, 2 HAVING sum(delta) <> 0
    ORDER BY 1, 2
    ON CONFLICT (warehouse, day) DO UPDATE SET parcels = c.parcels + excluded.parcels';
  EXECUTE 'INSERT INTO shelf_parcels_by_minute AS c (warehouse, minute, parcels)
    SELECT warehouse, extract(hour FROM local) * 60 + extract(minute FROM local), sum(delta)
      FROM (' || moved || ') m GROUP BY 1, 2 HAVING sum(delta) <> 0
    ORDER BY 1, 2
    ON CONFLICT (warehouse, minute) DO UPDATE SET parcels = c.parcels + excluded.parcels';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shelf_parcel_counts_insert AFTER INSERT ON "packages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_parcel_counts_change();
--> statement-breakpoint
CREATE TRIGGER shelf_parcel_counts_update AFTER UPDATE ON "packages"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_parcel_counts_change();
--> statement-breakpoint
CREATE TRIGGER shelf_parcel_counts_delete AFTER DELETE ON "packages" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_parcel_counts_change();
--> statement-breakpoint
CREATE TRIGGER shelf_parcel_counts_truncate AFTER TRUNCATE ON "packages"
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_parcel_counts_change();
--> statement-breakpoint
-- The parcels already there: the migrations run in one transaction, and creating the triggers locked the table
-- against writes until it commits, so no parcel is received or moved between this count and the triggers.
INSERT INTO shelf_parcels_by_day (warehouse, day, parcels)
  SELECT warehouse, (received_at AT TIME ZONE 'Africa/Lagos')::date, count(*) FROM packages
   WHERE status IN ('received', 'ready_to_ship', 'on_hold') AND received_at IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO shelf_parcels_by_minute (warehouse, minute, parcels)
  SELECT warehouse, extract(hour FROM received_at AT TIME ZONE 'Africa/Lagos') * 60
           + extract(minute FROM received_at AT TIME ZONE 'Africa/Lagos'), count(*) FROM packages
   WHERE status IN ('received', 'ready_to_ship', 'on_hold') AND received_at IS NOT NULL GROUP BY 1, 2;
