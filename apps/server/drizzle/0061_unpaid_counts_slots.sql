-- The unpaid invoice counts of one key (place, currency, Lagos day issued) may be kept in several rows (`slot`): every
-- payment of an invoice changes its key's count, and with one row a key's payments (a busy day's invoices, paid by
-- wallet, card or transfer at once) each waited for the previous one's commit on that row. A change now adds to the
-- first row of its key that no other transaction holds, and opens a row of its own (slot = its connection's backend
-- pid) only when every row is held: a key has as many rows as it ever had concurrent writers. The report sums the rows
-- of a key as before; the recount keeps one row a key (slot 0). docs/decisions/0095.
ALTER TABLE "unpaid_invoices_by_day" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unpaid_invoices_by_day" DROP CONSTRAINT "unpaid_invoices_by_day_place_currency_day_pk";--> statement-breakpoint
ALTER TABLE "unpaid_invoices_by_day" ADD CONSTRAINT "unpaid_invoices_by_day_place_currency_day_slot_pk" PRIMARY KEY("place","currency","day","slot");--> statement-breakpoint
CREATE FUNCTION unpaid_invoice_counts_add(key_place text[], key_currency text, key_day date, added_invoices bigint,
                                          added_minor numeric) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  free_slot integer;
BEGIN
  SELECT slot INTO free_slot FROM unpaid_invoices_by_day
   WHERE place = key_place AND currency = key_currency AND day = key_day
   ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF FOUND THEN
    UPDATE unpaid_invoices_by_day
       SET invoices = invoices + added_invoices, outstanding_minor = outstanding_minor + added_minor
     WHERE place = key_place AND currency = key_currency AND day = key_day AND slot = free_slot;
  ELSE
    INSERT INTO unpaid_invoices_by_day AS c (place, currency, day, slot, invoices, outstanding_minor)
      VALUES (key_place, key_currency, key_day, pg_backend_pid(), added_invoices, added_minor)
      ON CONFLICT (place, currency, day, slot) DO UPDATE
        SET invoices = c.invoices + excluded.invoices, outstanding_minor = c.outstanding_minor + excluded.outstanding_minor;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unpaid_invoice_counts_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM unpaid_invoice_counts_add(k.place, k.currency, k.day, k.invoices, k.outstanding) FROM (
      SELECT unpaid_invoice_warehouses(reference_type, reference_id) AS place, currency::text AS currency,
             (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, count(*) AS invoices,
             sum(round(total_amount * 100)::bigint - amount_paid_minor) AS outstanding
        FROM new_rows WHERE status IN ('pending', 'overdue') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) k;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only the rows whose figures or warehouses may have changed (a pending invoice turning overdue changes nothing).
    PERFORM unpaid_invoice_counts_add(k.place, k.currency, k.day, k.invoices, k.outstanding) FROM (
      SELECT unpaid_invoice_warehouses(m.reference_type, m.reference_id) AS place, m.currency::text AS currency,
             (m.created_at AT TIME ZONE 'Africa/Lagos')::date AS day, sum(m.sign) AS invoices,
             sum(m.sign * (round(m.total_amount * 100)::bigint - m.amount_paid_minor)) AS outstanding
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
       ORDER BY 1, 2, 3) k;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM unpaid_invoice_counts_add(k.place, k.currency, k.day, k.invoices, k.outstanding) FROM (
      SELECT unpaid_invoice_warehouses(reference_type, reference_id) AS place, currency::text AS currency,
             (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, -count(*) AS invoices,
             -sum(round(total_amount * 100)::bigint - amount_paid_minor) AS outstanding
        FROM old_rows WHERE status IN ('pending', 'overdue') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) k;
  ELSE
    PERFORM unpaid_invoice_counts_rebuild();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unpaid_invoice_counts_move(kind invoice_reference_type, refs integer[], old_places text[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM invoices WHERE reference_type = kind AND reference_id = ANY (refs) ORDER BY id FOR UPDATE;
  PERFORM unpaid_invoice_counts_add(k.place, k.currency, k.day, k.invoices, k.outstanding) FROM (
    SELECT m.place, i.currency::text AS currency, (i.created_at AT TIME ZONE 'Africa/Lagos')::date AS day,
           sum(m.sign) AS invoices, sum(m.sign * (round(i.total_amount * 100)::bigint - i.amount_paid_minor)) AS outstanding
      FROM unnest(refs, old_places) r(ref, old_place)
      JOIN invoices i ON i.reference_type = kind AND i.reference_id = r.ref AND i.status IN ('pending', 'overdue')
      CROSS JOIN LATERAL (VALUES (1, unpaid_invoice_warehouses(kind, r.ref)), (-1, r.old_place::text[])) m(sign, place)
     GROUP BY 1, 2, 3 HAVING sum(m.sign) <> 0 OR sum(m.sign * (round(i.total_amount * 100)::bigint - i.amount_paid_minor)) <> 0
     ORDER BY 1, 2, 3) k;
END $$;
