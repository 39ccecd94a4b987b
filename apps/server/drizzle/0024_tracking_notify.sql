-- Public tracking answers are cached per server process (features/tracking/tracking-cache.ts). Every write that can
-- change what a lookup shows notifies the channel 'tracking' with the shipment's tracking number, in the writer's
-- transaction (delivered at commit, to every listening process); a TRUNCATE notifies '' (forget everything).
-- Statement-level triggers with transition tables: a master's milestone writing thousands of events runs one
-- trigger, and PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION tracking_notify_shipments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('tracking', o.tracking_number) FROM old_rows o;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('tracking', n.tracking_number) FROM new_rows n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_notify_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('tracking', s.tracking_number) FROM shipments s WHERE s.id IN (SELECT o.shipment_id FROM old_rows o);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('tracking', s.tracking_number) FROM shipments s WHERE s.id IN (SELECT n.shipment_id FROM new_rows n);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tracking', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipments_tracking_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_shipments();
--> statement-breakpoint
CREATE TRIGGER shipments_tracking_update AFTER UPDATE ON shipments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_shipments();
--> statement-breakpoint
CREATE TRIGGER shipments_tracking_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_shipments();
--> statement-breakpoint
CREATE TRIGGER shipments_tracking_truncate AFTER TRUNCATE ON shipments
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_all();
--> statement-breakpoint
CREATE TRIGGER shipment_history_tracking_insert AFTER INSERT ON shipment_status_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_children();
--> statement-breakpoint
CREATE TRIGGER shipment_history_tracking_update AFTER UPDATE ON shipment_status_history REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_children();
--> statement-breakpoint
CREATE TRIGGER shipment_history_tracking_delete AFTER DELETE ON shipment_status_history REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_children();
--> statement-breakpoint
CREATE TRIGGER shipment_history_tracking_truncate AFTER TRUNCATE ON shipment_status_history
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_all();
--> statement-breakpoint
CREATE TRIGGER tracking_events_tracking_insert AFTER INSERT ON tracking_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_children();
--> statement-breakpoint
CREATE TRIGGER tracking_events_tracking_update AFTER UPDATE ON tracking_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_children();
--> statement-breakpoint
CREATE TRIGGER tracking_events_tracking_delete AFTER DELETE ON tracking_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_children();
--> statement-breakpoint
CREATE TRIGGER tracking_events_tracking_truncate AFTER TRUNCATE ON tracking_events
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_notify_all();
