-- 0038's balance check read NEW.transaction_id on ledger_transactions too (PL/pgSQL resolves both CASE branches'
-- fields): the check is one function of the transaction's id, called by one trigger function per table.
CREATE OR REPLACE FUNCTION ledger_check_balanced(txn_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  credits bigint;
  lines integer;
  expected bigint;
BEGIN
  SELECT coalesce(sum(amount_minor), 0), coalesce(sum(amount_minor) FILTER (WHERE amount_minor > 0), 0), count(*)
    INTO total, credits, lines FROM ledger_entries WHERE transaction_id = txn_id;
  SELECT amount_minor INTO expected FROM ledger_transactions WHERE id = txn_id;
  IF lines < 2 OR total <> 0 OR credits IS DISTINCT FROM expected THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced (% entries, sum %, credits % of %)',
      txn_id, lines, total, credits, expected USING ERRCODE = 'check_violation';
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.transaction_id);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER ledger_entries_balanced ON ledger_entries;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
