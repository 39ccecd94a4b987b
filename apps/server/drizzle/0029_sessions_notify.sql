-- Sessions remembered by each server process (lib/auth/session-cache.ts): any change to a session, a staff
-- account or a customer account (an ended session, a deactivation, a new role, a changed profile, a deletion)
-- notifies 'sessions', and every process forgets the sessions it remembered. Per statement, not per row: one notice
-- for a statement that ends every session of an account. Inserting a session changes nothing remembered.
CREATE FUNCTION sessions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify();
--> statement-breakpoint
CREATE TRIGGER admins_sessions_notify AFTER UPDATE OR DELETE OR TRUNCATE ON "admins"
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify();
--> statement-breakpoint
CREATE TRIGGER customers_sessions_notify AFTER UPDATE OR DELETE OR TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify();
