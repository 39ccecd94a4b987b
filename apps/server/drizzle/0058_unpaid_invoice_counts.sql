-- The unpaid invoices (pending or overdue) per warehouses, currency and Lagos day issued, with what is still owed:
-- the "unpaid invoices by age" report becomes a sum over these rows and a read of the invoices of the three days its
-- age limits fall on, instead of a read of every unpaid invoice (docs/decisions/0084). `place` is the invoice's
-- warehouses as the report filters them: a shipment invoice's ship requests' warehouses, a procurement invoice's
-- procurement's warehouse, sorted without repeats ('{}' for none: pickups, customs duty). The statement triggers below
-- keep it in the transaction that changes the invoices, the ship requests (warehouse, shipment) or the procurements
-- (warehouse), each statement adding its net change per key in key order (no deadlock between two statements). The
-- SQL is static: each statement's plan is kept by PL/pgSQL.
CREATE TABLE "unpaid_invoices_by_day" (
	"place" text[] NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"invoices" integer NOT NULL,
	"outstanding_minor" bigint NOT NULL,
	CONSTRAINT "unpaid_invoices_by_day_place_currency_day_pk" PRIMARY KEY("place","currency","day")
);
--> statement-breakpoint
-- An invoice's warehouses (the report's invoiceAt, reports.money.ts).
CREATE FUNCTION unpaid_invoice_warehouses(kind invoice_reference_type, ref integer) RETURNS text[]
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF kind = 'shipments' THEN
    RETURN ARRAY(SELECT DISTINCT q.warehouse FROM ship_requests q WHERE q.shipment_id = ref ORDER BY 1);
  ELSIF kind = 'procurement' THEN
    RETURN ARRAY(SELECT pr.warehouse FROM procurements pr WHERE pr.id = ref);
  END IF;
  RETURN '{}'::text[];
END $$;
--> statement-breakpoint
-- Every count again from the invoices (the backfill, and after a TRUNCATE of any of the three tables).
CREATE FUNCTION unpaid_invoice_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unpaid_invoices_by_day;
  INSERT INTO unpaid_invoices_by_day (place, currency, day, invoices, outstanding_minor)
    SELECT unpaid_invoice_warehouses(reference_type, reference_id), currency::text,
           (created_at AT TIME ZONE 'Africa/Lagos')::date, count(*), sum(round(total_amount * 100)::bigint - amount_paid_minor)
      FROM invoices WHERE status IN ('pending', 'overdue') GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
CREATE FUNCTION unpaid_invoice_counts_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO unpaid_invoices_by_day AS c (place, currency, day, invoices, outstanding_minor)
      SELECT unpaid_invoice_warehouses(reference_type, reference_id), currency::text,
             (created_at AT TIME ZONE 'Africa/Lagos')::date, count(*), sum(round(total_amount * 100)::bigint - amount_paid_minor)
        FROM new_rows WHERE status IN ('pending', 'overdue') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (place, currency, day) DO UPDATE
        SET invoices = c.invoices + excluded.invoices, outstanding_minor = c.outstanding_minor + excluded.outstanding_minor;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only the rows whose figures or warehouses may have changed (a pending invoice turning overdue changes nothing).
    INSERT INTO unpaid_invoices_by_day AS c (place, currency, day, invoices, outstanding_minor)
      SELECT unpaid_invoice_warehouses(m.reference_type, m.reference_id), m.currency::text,
             (m.created_at AT TIME ZONE 'Africa/Lagos')::date, sum(m.sign), sum(m.sign * (round(m.total_amount * 100)::bigint - m.amount_paid_minor))
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (SELECT 1 AS sign, n.reference_type, n.reference_id, n.currency, n.created_at, n.total_amount,
                                   n.amount_paid_minor WHERE n.status IN ('pending', 'overdue')
                            UNION ALL
                            SELECT -1, o.reference_type, o.reference_id, o.currency, o.created_at, o.total_amount,
                                   o.amount_paid_minor WHERE o.status IN ('pending', 'overdue')) m
       WHERE (o.status IN ('pending', 'overdue'), o.reference_type, o.reference_id, o.currency, o.created_at, o.total_amount, o.amount_paid_minor)
             IS DISTINCT FROM
             (n.status IN ('pending', 'overdue'), n.reference_type, n.reference_id, n.currency, n.created_at, n.total_amount, n.amount_paid_minor)
       GROUP BY 1, 2, 3 HAVING sum(m.sign) <> 0 OR sum(m.sign * (round(m.total_amount * 100)::bigint - m.amount_paid_minor)) <> 0
       ORDER BY 1, 2, 3
      ON CONFLICT (place, currency, day) DO UPDATE
        SET invoices = c.invoices + excluded.invoices, outstanding_minor = c.outstanding_minor + excluded.outstanding_minor;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO unpaid_invoices_by_day AS c (place, currency, day, invoices, outstanding_minor)
      SELECT unpaid_invoice_warehouses(reference_type, reference_id), currency::text,
             (created_at AT TIME ZONE 'Africa/Lagos')::date, -count(*), -sum(round(total_amount * 100)::bigint - amount_paid_minor)
        FROM old_rows WHERE status IN ('pending', 'overdue') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (place, currency, day) DO UPDATE
        SET invoices = c.invoices + excluded.invoices, outstanding_minor = c.outstanding_minor + excluded.outstanding_minor;
  ELSE
    PERFORM unpaid_invoice_counts_rebuild();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The invoices of `kind` for the records `refs` move from their warehouses before the statement (`old_places`, one
-- per ref) to their warehouses now. Their rows are locked first: an invoice paid in a concurrent transaction is
-- then read as that transaction left it (its trigger counted it at the warehouses it saw).
CREATE FUNCTION unpaid_invoice_counts_move(kind invoice_reference_type, refs integer[], old_places text[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM invoices WHERE reference_type = kind AND reference_id = ANY (refs) ORDER BY id FOR UPDATE;
  INSERT INTO unpaid_invoices_by_day AS c (place, currency, day, invoices, outstanding_minor)
    SELECT m.place, i.currency::text, (i.created_at AT TIME ZONE 'Africa/Lagos')::date, sum(m.sign),
           sum(m.sign * (round(i.total_amount * 100)::bigint - i.amount_paid_minor))
      FROM unnest(refs, old_places) r(ref, old_place)
      JOIN invoices i ON i.reference_type = kind AND i.reference_id = r.ref AND i.status IN ('pending', 'overdue')
      CROSS JOIN LATERAL (VALUES (1, unpaid_invoice_warehouses(kind, r.ref)), (-1, r.old_place::text[])) m(sign, place)
     GROUP BY 1, 2, 3 HAVING sum(m.sign) <> 0 OR sum(m.sign * (round(i.total_amount * 100)::bigint - i.amount_paid_minor)) <> 0
     ORDER BY 1, 2, 3
    ON CONFLICT (place, currency, day) DO UPDATE
      SET invoices = c.invoices + excluded.invoices, outstanding_minor = c.outstanding_minor + excluded.outstanding_minor;
END $$;
--> statement-breakpoint
-- A ship request's warehouse or shipment changed (or it was added or deleted): the invoices of the shipments it
-- left and joined move. Their warehouses before the statement: the other ship requests' and the old rows'.
CREATE FUNCTION unpaid_invoice_counts_ship_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refs integer[];
  old_places text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(s.ref), array_agg(ARRAY(SELECT DISTINCT q.warehouse FROM ship_requests q
                                              WHERE q.shipment_id = s.ref AND q.id NOT IN (SELECT id FROM new_rows) ORDER BY 1)::text)
      INTO refs, old_places
      FROM (SELECT DISTINCT shipment_id AS ref FROM new_rows WHERE shipment_id IS NOT NULL) s;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(s.ref), array_agg(ARRAY(SELECT w FROM (SELECT q.warehouse FROM ship_requests q
                                                             WHERE q.shipment_id = s.ref AND q.id NOT IN (SELECT id FROM new_rows)
                                                           UNION SELECT o.warehouse FROM old_rows o WHERE o.shipment_id = s.ref) x(w)
                                              ORDER BY 1)::text)
      INTO refs, old_places
      FROM (SELECT o.shipment_id AS ref FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.shipment_id IS NOT NULL AND (o.warehouse, o.shipment_id) IS DISTINCT FROM (n.warehouse, n.shipment_id)
            UNION
            SELECT n.shipment_id FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE n.shipment_id IS NOT NULL AND (o.warehouse, o.shipment_id) IS DISTINCT FROM (n.warehouse, n.shipment_id)) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(s.ref), array_agg(ARRAY(SELECT w FROM (SELECT q.warehouse FROM ship_requests q WHERE q.shipment_id = s.ref
                                                           UNION SELECT o.warehouse FROM old_rows o WHERE o.shipment_id = s.ref) x(w)
                                              ORDER BY 1)::text)
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
-- A procurement's warehouse changed (or it was added or deleted): its invoice moves.
CREATE FUNCTION unpaid_invoice_counts_procurements() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refs integer[];
  old_places text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg('{}'::text) INTO refs, old_places FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(o.id), array_agg(ARRAY[o.warehouse]::text) INTO refs, old_places
      FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.warehouse IS DISTINCT FROM n.warehouse;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(ARRAY[warehouse]::text) INTO refs, old_places FROM old_rows;
  ELSE
    PERFORM unpaid_invoice_counts_rebuild();
    RETURN NULL;
  END IF;
  IF refs IS NOT NULL THEN
    PERFORM unpaid_invoice_counts_move('procurement', refs, old_places);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_insert AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_invoices();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_update AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_invoices();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_delete AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_invoices();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_truncate AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_invoices();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_insert AFTER INSERT ON "ship_requests" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_ship_requests();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_update AFTER UPDATE ON "ship_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_ship_requests();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_delete AFTER DELETE ON "ship_requests" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_ship_requests();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_truncate AFTER TRUNCATE ON "ship_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_ship_requests();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_insert AFTER INSERT ON "procurements" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_procurements();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_update AFTER UPDATE ON "procurements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_procurements();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_delete AFTER DELETE ON "procurements" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_procurements();
--> statement-breakpoint
CREATE TRIGGER unpaid_invoice_counts_truncate AFTER TRUNCATE ON "procurements"
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_invoice_counts_procurements();
--> statement-breakpoint
-- The invoices already there: the migrations run in one transaction, and creating the triggers locked the three
-- tables against writes until it commits.
SELECT unpaid_invoice_counts_rebuild();
