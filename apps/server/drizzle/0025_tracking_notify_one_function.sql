-- One trigger function for the tracking cache's notifications (0024 had one per kind of table). Each trigger names
-- how the rows it sees give tracking numbers: TG_ARGV[0] is a query over the transition table (its name goes in
-- for %I): a shipment's own number, or for its history and events their shipment's. A TRUNCATE notifies '' (forget
-- everything). The triggers keep their names, events and transition tables.
CREATE FUNCTION tracking_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('tracking', '');
    RETURN NULL;
  END IF;
  FOREACH changed IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END
  LOOP
    EXECUTE format('SELECT pg_notify(''tracking'', n.tracking_number) FROM (' || TG_ARGV[0] || ') n(tracking_number)',
      changed);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
  event record;
BEGIN
  FOR target IN SELECT * FROM (VALUES
    ('shipments', 'shipments', 'SELECT r.tracking_number FROM %I r'),
    ('shipment_status_history', 'shipment_history',
      'SELECT s.tracking_number FROM shipments s WHERE s.id IN (SELECT r.shipment_id FROM %I r)'),
    ('tracking_events', 'tracking_events',
      'SELECT s.tracking_number FROM shipments s WHERE s.id IN (SELECT r.shipment_id FROM %I r)')
  ) AS t(table_name, prefix, numbers) LOOP
    FOR event IN SELECT * FROM (VALUES
      ('insert', 'REFERENCING NEW TABLE AS new_rows'),
      ('update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'),
      ('delete', 'REFERENCING OLD TABLE AS old_rows'),
      ('truncate', '')
    ) AS e(name, transitions) LOOP
      EXECUTE format('DROP TRIGGER %I ON %I', target.prefix || '_tracking_' || event.name, target.table_name);
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify(%L)',
        target.prefix || '_tracking_' || event.name, upper(event.name), target.table_name, event.transitions,
        target.numbers);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION tracking_notify_shipments();
--> statement-breakpoint
DROP FUNCTION tracking_notify_children();
--> statement-breakpoint
DROP FUNCTION tracking_notify_all();
