-- The parcels on the shelves per warehouse and day, and per warehouse and minute of the day, may be kept in several
-- rows a key (`slot`), as the unpaid invoice counts (migration 0061, docs/decisions/0095): a change adds to the first
-- row of its key that no other transaction holds, and opens a row of its own (slot = its connection's backend pid)
-- only when every row is held. A desk receiving parcels no longer waits for a long transaction that moves many
-- parcels of its warehouse (a consolidation packed, a master shipment departing), nor two desks for each other. The
-- report sums the rows of a key as before.
ALTER TABLE "shelf_parcels_by_day" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_parcels_by_minute" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_parcels_by_day" DROP CONSTRAINT "shelf_parcels_by_day_warehouse_day_pk";--> statement-breakpoint
ALTER TABLE "shelf_parcels_by_minute" DROP CONSTRAINT "shelf_parcels_by_minute_warehouse_minute_pk";--> statement-breakpoint
ALTER TABLE "shelf_parcels_by_day" ADD CONSTRAINT "shelf_parcels_by_day_warehouse_day_slot_pk" PRIMARY KEY("warehouse","day","slot");--> statement-breakpoint
ALTER TABLE "shelf_parcels_by_minute" ADD CONSTRAINT "shelf_parcels_by_minute_warehouse_minute_slot_pk" PRIMARY KEY("warehouse","minute","slot");--> statement-breakpoint
CREATE FUNCTION shelf_parcels_add_day(key_warehouse text, key_day date, added bigint) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  free_slot integer;
BEGIN
  SELECT slot INTO free_slot FROM shelf_parcels_by_day WHERE warehouse = key_warehouse AND day = key_day
   ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF FOUND THEN
    UPDATE shelf_parcels_by_day SET parcels = parcels + added
     WHERE warehouse = key_warehouse AND day = key_day AND slot = free_slot;
  ELSE
    INSERT INTO shelf_parcels_by_day AS c (warehouse, day, slot, parcels)
      VALUES (key_warehouse, key_day, pg_backend_pid(), added)
      ON CONFLICT (warehouse, day, slot) DO UPDATE SET parcels = c.parcels + excluded.parcels;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION shelf_parcels_add_minute(key_warehouse text, key_minute smallint, added bigint) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  free_slot integer;
BEGIN
  SELECT slot INTO free_slot FROM shelf_parcels_by_minute WHERE warehouse = key_warehouse AND minute = key_minute
   ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF FOUND THEN
    UPDATE shelf_parcels_by_minute SET parcels = parcels + added
     WHERE warehouse = key_warehouse AND minute = key_minute AND slot = free_slot;
  ELSE
    INSERT INTO shelf_parcels_by_minute AS c (warehouse, minute, slot, parcels)
      VALUES (key_warehouse, key_minute, pg_backend_pid(), added)
      ON CONFLICT (warehouse, minute, slot) DO UPDATE SET parcels = c.parcels + excluded.parcels;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shelf_parcel_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  EXECUTE 'SELECT shelf_parcels_add_day(k.warehouse, k.day, k.parcels) FROM (
    SELECT warehouse, local::date AS day, sum(delta) AS parcels FROM (' || moved || ') m
     GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2) k';
  EXECUTE 'SELECT shelf_parcels_add_minute(k.warehouse, k.minute, k.parcels) FROM (
    SELECT warehouse, (extract(hour FROM local) * 60 + extract(minute FROM local))::smallint AS minute,
           sum(delta) AS parcels FROM (' || moved || ') m
     GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2) k';
  RETURN NULL;
END $$;
