-- A shipment invoice whose shipment has no ship requests (a shipment staff created directly) is placed at the
-- shipment's own warehouse (shipments.warehouse, from its country); before, its place was '{}' and the invoice fell
-- outside every warehouse filter of the reports. A shipment with ship requests stays at their warehouses
-- (docs/decisions/0120). The place function, the ship request trigger's places before a statement (a shipment gaining
-- its first ship request moves from its own warehouse, one losing its last moves back to it) and new triggers on
-- shipments (its country changed while it has no ship requests, or it was deleted) follow the rule, and the counts are
-- rebuilt. The tables are locked first: no write with the old rule commits between the rebuild and this migration.
LOCK TABLE "invoices", "ship_requests", "procurements", "shipments", "unpaid_invoices_by_day" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- A shipment invoice's warehouses, given its shipment's ship requests' warehouses (sorted without repeats): those, or
-- with none the shipment's own warehouse ('{}' for no such shipment).
CREATE FUNCTION unpaid_invoice_shipment_place(ref integer, requests text[]) RETURNS text[]
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF cardinality(requests) > 0 THEN
    RETURN requests;
  END IF;
  RETURN ARRAY(SELECT s.warehouse FROM shipments s WHERE s.id = ref);
END $$;
--> statement-breakpoint
-- An invoice's warehouses (the report's invoiceAt, reports.money.ts).
CREATE OR REPLACE FUNCTION unpaid_invoice_warehouses(kind invoice_reference_type, ref integer) RETURNS text[]
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF kind = 'shipments' THEN
    RETURN unpaid_invoice_shipment_place(ref, ARRAY(SELECT DISTINCT q.warehouse FROM ship_requests q
                                                     WHERE q.shipment_id = ref ORDER BY 1));
  ELSIF kind = 'procurement' THEN
    RETURN ARRAY(SELECT pr.warehouse FROM procurements pr WHERE pr.id = ref);
  END IF;
  RETURN '{}'::text[];
END $$;
--> statement-breakpoint
-- A ship request's warehouse or shipment changed (or it was added or deleted): the invoices of the shipments it
-- left and joined move. Their warehouses before the statement: the other ship requests' and the old rows', or with
-- none the shipment's own.
CREATE OR REPLACE FUNCTION unpaid_invoice_counts_ship_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refs integer[];
  old_places text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(s.ref),
           array_agg(unpaid_invoice_shipment_place(s.ref, ARRAY(SELECT DISTINCT q.warehouse FROM ship_requests q
                                                                 WHERE q.shipment_id = s.ref AND q.id NOT IN (SELECT id FROM new_rows)
                                                                 ORDER BY 1))::text)
      INTO refs, old_places
      FROM (SELECT DISTINCT shipment_id AS ref FROM new_rows WHERE shipment_id IS NOT NULL) s;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(s.ref),
           array_agg(unpaid_invoice_shipment_place(s.ref, ARRAY(SELECT w FROM (SELECT q.warehouse FROM ship_requests q
                                                                                WHERE q.shipment_id = s.ref AND q.id NOT IN (SELECT id FROM new_rows)
                                                                              UNION SELECT o.warehouse FROM old_rows o WHERE o.shipment_id = s.ref) x(w)
                                                                 ORDER BY 1))::text)
      INTO refs, old_places
      FROM (SELECT o.shipment_id AS ref FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.shipment_id IS NOT NULL AND (o.warehouse, o.shipment_id) IS DISTINCT FROM (n.warehouse, n.shipment_id)
            UNION
            SELECT n.shipment_id FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE n.shipment_id IS NOT NULL AND (o.warehouse, o.shipment_id) IS DISTINCT FROM (n.warehouse, n.shipment_id)) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(s.ref),
           array_agg(unpaid_invoice_shipment_place(s.ref, ARRAY(SELECT w FROM (SELECT q.warehouse FROM ship_requests q WHERE q.shipment_id = s.ref
                                                                              UNION SELECT o.warehouse FROM old_rows o WHERE o.shipment_id = s.ref) x(w)
                                                                 ORDER BY 1))::text)
      INTO refs, old_places
      FROM (SELECT DISTINCT shipment_id AS ref FROM old_rows WHERE shipment_id IS NOT NULL) s;
  ELSE
    PERFORM unpaid_invoice_counts_rebuild();
    RETURN NULL;
  END IF;
  IF refs IS NOT NULL THEN
    PERFORM unpaid_invoice_counts_move('shipments', refs, old_places);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A shipment's country (so its warehouse) changed while it has no ship requests, or it was deleted (then it had none:
-- their foreign key): its invoice moves from the warehouse it had. A row trigger on the country alone: the shipments'
-- other updates (statuses, payments, masters) run nothing. An added shipment has no invoice yet (its id is new).
CREATE FUNCTION unpaid_invoice_counts_shipment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT EXISTS (SELECT 1 FROM ship_requests q WHERE q.shipment_id = OLD.id) THEN
    PERFORM unpaid_invoice_counts_move('shipments', ARRAY[OLD.id], ARRAY[ARRAY[OLD.warehouse]::text]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_country AFTER UPDATE OF country ON "shipments"
  FOR EACH ROW WHEN (OLD.warehouse IS DISTINCT FROM NEW.warehouse) EXECUTE FUNCTION unpaid_invoice_counts_shipment();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_delete AFTER DELETE ON "shipments"
  FOR EACH ROW EXECUTE FUNCTION unpaid_invoice_counts_shipment();
--> statement-breakpoint
-- The invoices already there, by the new rule.
SELECT unpaid_invoice_counts_rebuild();
