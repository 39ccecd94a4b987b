import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { admins, customers } from "./accounts.js";
import { actorKind, codePurpose, mailStatus, sessionKind, uploadEntity, visitorMessageKind } from "./enums.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const uploads = pgTable(
  "uploads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Server-made file name under DATA_DIR/uploads; never the client's name. */
    storage_name: text("storage_name").notNull(),
    original_name: text("original_name"),
    mime_type: text("mime_type").notNull(),
    size_bytes: bigint("size_bytes", { mode: "number" }).notNull(),
    owner_user_id: integer("owner_user_id").references(() => customers.id),
    entity_type: uploadEntity("entity_type").notNull(),
    entity_id: integer("entity_id").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("uploads_storage_unique").on(t.storage_name),
    index("uploads_entity_idx").on(t.entity_type, t.entity_id),
    // The per-account quota sums an account's uploads.
    index("uploads_owner_idx").on(t.owner_user_id),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email_address: text("email_address").notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_unique").on(t.email_address)],
);

export const visitorMessages = pgTable(
  "visitor_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: visitorMessageKind("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    /** The submitted fields as they came (phone, message, shipping option, ...). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    client_ip: text("client_ip"),
    created_at: createdAt(),
  },
  (t) => [index("visitor_messages_created_idx").on(t.created_at.desc())],
);

export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: codePurpose("purpose").notNull(),
    /**
     * Lower-cased e-mail the code was issued for; for `phone_verify`, '<customer id>:<channel>:<E.164 number>' (so a
     * code is worth nothing once the number changes).
     */
    email: text("email").notNull(),
    /** SHA-256 of the code or token; the plain value is only ever e-mailed or returned once. */
    code_hash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumed_at: timestamp("consumed_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("one_time_codes_lookup_idx").on(t.purpose, t.email, t.created_at.desc()),
    index("one_time_codes_hash_idx").on(t.code_hash),
  ],
);

/**
 * Failed log-ins, keyed by account kind, the e-mail that was tried (known or not) and the client address, so
 * limits can hold per account and client, and more loosely per account (see lib/auth/login-throttle.ts).
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: sessionKind("kind").notNull(),
    email: text("email").notNull(),
    client: text("client").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("login_failures_account_idx").on(t.kind, t.email, t.created_at),
    index("login_failures_client_idx").on(t.kind, t.email, t.client, t.created_at),
    index("login_failures_age_idx").on(t.created_at),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** Random id carried in the JWT's `sid` claim. */
    id: text("id").primaryKey(),
    kind: sessionKind("kind").notNull(),
    customer_id: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    admin_id: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    user_agent: text("user_agent"),
    created_at: createdAt(),
  },
  (t) => [index("sessions_customer_idx").on(t.customer_id), index("sessions_admin_idx").on(t.admin_id)],
);

/** A stored upload sent inline with a message (an arrival notice's photo). */
export interface MailAttachment {
  /** uploads.storage_name of the file. */
  upload: string;
  filename: string;
  contentType: string;
  cid: string;
}

/**
 * A document made for the message when it is sent (a receipt PDF, docs/decisions/0048): the outbox keeps what to
 * render, the mail worker renders it through the renderer its feature registered (lib/mail/mail-documents.ts).
 */
export interface DocumentMailAttachment {
  upload?: never;
  cid?: never;
  document: "invoice_receipt";
  /** The record the document is of (the invoice). */
  id: number;
  filename: string;
  contentType: string;
}

/** What a message's attachments column holds: stored uploads and documents to render. */
export type OutboxAttachment = MailAttachment | DocumentMailAttachment;

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text_body: text("text_body").notNull(),
    reply_to: text("reply_to"),
    /**
     * The one-click unsubscribe URL of a notice (RFC 8058), sent as its List-Unsubscribe header; null for mail
     * the recipient cannot turn off (security, answers to their own requests).
     */
    list_unsubscribe: text("list_unsubscribe"),
    /** Stored uploads sent inline (referenced as cid:<cid> in html) and documents rendered when sent (a receipt PDF). */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.next_attempt_at), index("mail_outbox_to_idx").on(t.to_address)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actor_kind: actorKind("actor_kind").notNull(),
    actor_id: integer("actor_id"),
    actor_label: text("actor_label"),
    entity_type: text("entity_type").notNull(),
    entity_id: integer("entity_id").notNull(),
    action: text("action").notNull(),
    field: text("field"),
    old_value: text("old_value"),
    new_value: text("new_value"),
    /** Why the change happened when something else caused it, in plain words: 'invoice INV-12 was paid online (Card)'. */
    cause: text("cause"),
    created_at: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity_type, t.entity_id, t.created_at.desc())],
);

/** Fixed-window request counters of @fastify/rate-limit, shared by every server process on one database. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    /** Route and client (address or account) the limit counts for. */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    window_ends_at: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.window_ends_at)],
);

/** The payment sandbox's stand-in for Paystack's transactions (PAYMENT_PROVIDER=sandbox only). */
export const sandboxTransactions = pgTable(
  "sandbox_transactions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull(),
    access_code: text("access_code").notNull(),
    email: text("email").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    metadata: jsonb("metadata"),
    status: text("status").$type<"abandoned" | "failed" | "success" | "reversed">().notNull(),
    gateway_response: text("gateway_response").notNull(),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    /** The channels initialize offered (Paystack's `channels`), and the one the test customer paid through. */
    channels: jsonb("channels").$type<string[]>(),
    channel: text("channel"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("sandbox_transactions_reference_unique").on(t.reference),
    uniqueIndex("sandbox_transactions_access_code_unique").on(t.access_code),
  ],
);
