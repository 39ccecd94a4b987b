-- Sessions are read from the database on every signed-in request (see
-- docs/decisions/0027-sessions-read-from-the-database.md): nothing listens on 'sessions' any more, so the triggers
-- of migration 0029 go, and with them a NOTIFY on every write to sessions, admins and customers.
DROP TRIGGER IF EXISTS sessions_notify_change ON "sessions";
--> statement-breakpoint
DROP TRIGGER IF EXISTS admins_sessions_notify ON "admins";
--> statement-breakpoint
DROP TRIGGER IF EXISTS customers_sessions_notify ON "customers";
--> statement-breakpoint
DROP FUNCTION IF EXISTS sessions_notify();
