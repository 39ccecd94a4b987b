CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_number_trgm_idx" ON "customers" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_suite_trgm_idx" ON "customers" USING gin ("suite_number" gin_trgm_ops);--> statement-breakpoint
-- staff_shipments_search of migration 0013, same answers, cheaper:
-- - the customers whose name, phone or suite number holds the search text are found through the trigram indexes
--   above instead of reading every customer (ILIKE on each of them cost about 1 ms per search at 1,000 customers);
-- - the three ways a shipment can match are disjoint (each later branch leaves out what an earlier one found), so
--   they are joined by UNION ALL: no hashing of every match to remove duplicates before the page and the count;
-- - no parallel workers: the planner would otherwise run the UNION ALL as a Parallel Append, and starting workers
--   costs milliseconds where the search itself costs a fraction of one.
CREATE OR REPLACE FUNCTION staff_shipments_search(
  p_status shipment_status,
  p_tracking_from text, p_tracking_to text,
  p_email_from text, p_email_to text,
  p_transaction_from text, p_transaction_to text,
  p_contains text,
  p_newest_first boolean,
  p_limit integer, p_offset integer, p_count_cap integer)
RETURNS TABLE (
  total integer, id integer, tracking_number text, shipment_status text, payment_status text, email_address text,
  shipping_cost text, currency text, user_id integer, created_at text, invoice_id integer, invoice_transaction_id text)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
SET max_parallel_workers_per_gather = 0
AS $fn$
#variable_conflict use_column
DECLARE
  statuses shipment_status[] := CASE WHEN p_status IS NULL THEN enum_range(NULL::shipment_status) ELSE ARRAY[p_status] END;
  customer_ids integer[] := '{}';
  invoiced_ids integer[];
BEGIN
  IF p_contains IS NOT NULL THEN
    customer_ids := ARRAY(
      SELECT c.id FROM customers c
      WHERE (c.firstname || ' ' || c.lastname) ILIKE p_contains OR c.number ILIKE p_contains
        OR c.suite_number ILIKE p_contains);
  END IF;
  invoiced_ids := ARRAY(
    SELECT i.reference_id FROM invoices i
    WHERE i.transaction_id ~>=~ p_transaction_from AND i.transaction_id ~<~ p_transaction_to
      AND i.reference_type = 'shipments');
  RETURN QUERY
  WITH matches AS MATERIALIZED (
    SELECT s.id, s.created_at FROM shipments s
    WHERE s.shipment_status = ANY (statuses)
      AND ((s.tracking_number ~>=~ p_tracking_from AND s.tracking_number ~<~ p_tracking_to)
        OR (s.email_address ~>=~ p_email_from AND s.email_address ~<~ p_email_to))
    UNION ALL
    SELECT s.id, s.created_at FROM shipments s
    WHERE s.shipment_status = ANY (statuses) AND s.user_id = ANY (customer_ids)
      AND ((s.tracking_number ~>=~ p_tracking_from AND s.tracking_number ~<~ p_tracking_to)
        OR (s.email_address ~>=~ p_email_from AND s.email_address ~<~ p_email_to)) IS NOT TRUE
    UNION ALL
    SELECT s.id, s.created_at FROM shipments s
    WHERE s.shipment_status = ANY (statuses) AND s.id = ANY (invoiced_ids)
      AND ((s.tracking_number ~>=~ p_tracking_from AND s.tracking_number ~<~ p_tracking_to)
        OR (s.email_address ~>=~ p_email_from AND s.email_address ~<~ p_email_to)
        OR s.user_id = ANY (customer_ids)) IS NOT TRUE
  ),
  page AS (
    SELECT m.id FROM matches m
    ORDER BY CASE WHEN p_newest_first THEN m.created_at END DESC, CASE WHEN p_newest_first THEN m.id END DESC,
      m.created_at, m.id
    LIMIT p_limit OFFSET p_offset
  ),
  counted AS (SELECT count(*)::integer AS n FROM (SELECT 1 FROM matches LIMIT p_count_cap) capped)
  SELECT counted.n, s.id, s.tracking_number, s.shipment_status::text, s.payment_status::text, s.email_address,
    s.shipping_cost::text, s.currency::text, s.user_id,
    to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), i.id, i.transaction_id
  FROM counted
  LEFT JOIN (page JOIN shipments s ON s.id = page.id) ON true
  LEFT JOIN invoices i ON i.reference_type = 'shipments' AND i.reference_id = s.id
  ORDER BY CASE WHEN p_newest_first THEN s.created_at END DESC, CASE WHEN p_newest_first THEN s.id END DESC,
    s.created_at, s.id;
END
$fn$;
