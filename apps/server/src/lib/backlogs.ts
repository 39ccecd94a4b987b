import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

/**
 * What the workers still have to deliver, read the same way by /metrics (plugins/metrics.ts) and the owners' system
 * page (features/system). One statement per outbox, on the indexes the workers use themselves.
 */
export interface OutboxBacklog {
  /** Messages still to go out: due, waiting for a retry, or being handed over right now. */
  queued: number;
  /** When the oldest of them was queued; null when none is. */
  oldestAt: Date | null;
  /** Of the queued, those that failed at least once and wait for another attempt (an SMTP outage shows here). */
  retrying: number;
  /** Given up on for good (the Failed E-mails screen). */
  failed: number;
}

export interface Backlogs {
  mail: OutboxBacklog;
  /** SMS and WhatsApp messages (channel_messages). */
  messages: OutboxBacklog;
}

type Row = {
  queued: number | string;
  oldest: Date | string | null;
  retrying: number | string;
  failed: number | string;
};

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

function backlogOf(row: Row | undefined): OutboxBacklog {
  return {
    queued: Number(row?.queued ?? 0),
    oldestAt: row?.oldest ? new Date(row.oldest) : null,
    retrying: Number(row?.retrying ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

export async function readBacklogs(db: Db): Promise<Backlogs> {
  // Held-back mail (a restore's, decision 0058) is failed with its reason; 'sending' is a claimed row.
  const [mail, messages] = await Promise.all([
    db.execute(sql`select
        count(*) filter (where status in ('pending', 'sending'))::int as queued,
        min(created_at) filter (where status in ('pending', 'sending')) as oldest,
        count(*) filter (where status in ('pending', 'sending') and attempts > 0 and last_error is not null)::int
          as retrying,
        count(*) filter (where status = 'failed')::int as failed
      from mail_outbox where status <> 'sent'`),
    db.execute(sql`select
        count(*) filter (where status = 'pending')::int as queued,
        min(created_at) filter (where status = 'pending') as oldest,
        count(*) filter (where status = 'pending' and attempts > 0 and last_error is not null)::int as retrying,
        count(*) filter (where status = 'failed')::int as failed
      from channel_messages where status <> 'delivered'`),
  ]);
  return { mail: backlogOf(rowsOf(mail)[0]), messages: backlogOf(rowsOf(messages)[0]) };
}

/** The age in whole seconds of a time in the past (0 for none). */
export const ageSeconds = (at: Date | null, now = new Date()) =>
  at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000)) : 0;

/** The size of the database on disk, as PostgreSQL counts it (the embedded one too). */
export async function databaseSizeBytes(db: Db): Promise<number> {
  const result = await db.execute(sql`select pg_database_size(current_database())::bigint as size`);
  return Number((result as unknown as { rows: { size: string | number }[] }).rows[0]?.size ?? 0);
}

/** The uploads the records name: how many and their bytes (thumbnails, a few KB each, are not counted). */
export async function uploadsUse(db: Db): Promise<{ files: number; bytes: number }> {
  const result = await db.execute(sql`select count(*)::int as files, coalesce(sum(size_bytes), 0)::bigint as bytes
    from uploads`);
  const row = (result as unknown as { rows: { files: number; bytes: string | number }[] }).rows[0];
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}
