import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { type ClaimedOutboxRow, deliverDue, type Outbox, startOutboxWorker } from "../outbox-worker.js";
import type { ChannelMessage, MessageProvider } from "./channels.js";

const MAX_ATTEMPTS = 8;

/** How long a claimed message is reserved for its worker: a process that dies mid-delivery releases it after this. */
export const CHANNEL_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** Backoff after the n-th failure: 10 s, 20 s, 40 s ... capped at 30 minutes. */
export const channelRetryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 1_800_000);

interface ClaimedMessage extends ClaimedOutboxRow {
  channel: ChannelMessage["channel"];
  kind: ChannelMessage["kind"];
  to_address: string;
  body: string;
  created_at: string | Date;
}

/** The SMS/WhatsApp outbox: a claimed message stays 'pending', not due again until its lease has run out. */
function channelOutbox(provider: MessageProvider): Outbox<ClaimedMessage, { reference: string }> {
  return {
    table: "channel_messages",
    dueStatus: "pending",
    claimedStatus: "pending",
    leaseMs: CHANNEL_CLAIM_LEASE_MS,
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: channelRetryDelayMs,
    deliver: (row) =>
      provider.deliver({
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        to: row.to_address,
        body: row.body,
        createdAt: new Date(row.created_at),
      }),
    // A delivered row records `<provider>:<reference>` as delivered_by.
    delivered: (_row, { reference }) =>
      sql`status = 'delivered', delivered_at = now(), delivered_by = ${`${provider.name}:${reference}`.slice(0, 500)}`,
    reasonOf: (error) => (error instanceof Error ? error.message : String(error)),
    label: (row) => `${row.channel} message`,
    logFields: (row) => ({ messageId: row.id, channel: row.channel }),
  };
}

/**
 * Hands due SMS/WhatsApp messages to the provider one at a time (lib/outbox-worker.ts) until none is due, or the
 * provider fails (it is then probably down; the next poll tries again). A failed one keeps the error and is retried
 * with backoff, then marked failed. Safe in several processes at once.
 */
export function deliverDueMessages(
  db: Db,
  provider: MessageProvider,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<number> {
  return deliverDue(db, channelOutbox(provider), log, signal);
}

/** Polls the channel outbox until stopped (like the mail worker); `kick()` asks for a run now. */
export function startChannelWorker(db: Db, provider: MessageProvider, log: FastifyBaseLogger, pollMs: number) {
  return startOutboxWorker(db, channelOutbox(provider), log, pollMs, { name: "channel message worker" });
}
