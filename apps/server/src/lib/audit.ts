import { auditSummary } from "@app/shared/core/audit";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { auditLog } from "../db/schema.js";

export interface Actor {
  kind: "admin" | "customer" | "system";
  id?: number | null;
  /** Shown on detail pages, e.g. 'Ada Lovelace (owner)'. */
  label?: string | null;
}

export interface AuditEntry {
  entityType:
    | "shipment"
    | "procurement"
    | "pickup"
    | "ticket"
    | "invoice"
    | "admin"
    | "payment"
    | "customer"
    | "mail"
    /** An SMS or WhatsApp message of channel_messages. */
    | "channel_message"
    | "package"
    | "ship_request"
    | "rate_card"
    | "master_shipment"
    /** A row of app_settings, numbered by its feature (the log names records by number, settings have keys). */
    | "app_setting"
    /** A published exchange rate (features/exchange-rates). */
    | "exchange_rate"
    /** A version of a customs tariff heading, and a shipment's duty and taxes (features/customs). */
    | "customs_tariff"
    | "shipment_duty";
  entityId: number;
  action: string;
  field?: string;
  oldValue?: string | null;
  newValue?: string | null;
  /**
   * When the change was caused by something else, why, in plain words that follow 'because':
   * 'invoice INV-12 was paid online (Card)', 'the customer replied'.
   */
  cause?: string | null;
}

/** Records who did what, with old and new value. Call it inside the change's transaction. */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, actor, [entry]);
}

/** Records an invoice's status change (the audit's "status_update" of field "status"), with its cause. */
export function recordInvoiceStatus(
  db: DbOrTx,
  actor: Actor,
  change: { invoiceId: number; from: string; to: string; cause: string },
): Promise<void> {
  return recordAudit(db, actor, {
    entityType: "invoice",
    entityId: change.invoiceId,
    action: "status_update",
    field: "status",
    oldValue: change.from,
    newValue: change.to,
    cause: change.cause,
  });
}

/** Records several entries of one actor in one statement (a bulk change). */
export async function recordAudits(db: DbOrTx, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actor_kind: actor.kind,
      actor_id: actor.id ?? null,
      actor_label: actor.label ?? null,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      action: entry.action,
      field: entry.field ?? null,
      old_value: entry.oldValue ?? null,
      new_value: entry.newValue ?? null,
      cause: entry.cause ?? null,
    })),
  );
}

/**
 * The status a record was last changed to other than `untold` (the one customers are not e-mailed about), from its
 * audit trail: what the customer was last told. A record moved back from `untold` to it is no news (no second e-mail).
 */
export async function lastToldStatus(
  db: DbOrTx,
  entityType: AuditEntry["entityType"],
  entityId: number,
  untold: string,
): Promise<string | null> {
  const [row] = await db
    .select({ status: auditLog.new_value })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, entityType),
        eq(auditLog.entity_id, entityId),
        eq(auditLog.field, "status"),
        ne(auditLog.new_value, untold),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(1);
  return row?.status ?? null;
}

export async function auditTrailOf(
  db: DbOrTx,
  entityType: AuditEntry["entityType"],
  entityId: number,
  order: "asc" | "desc" = "desc",
) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, entityId)))
    .orderBy(order === "asc" ? asc(auditLog.created_at) : desc(auditLog.created_at), desc(auditLog.id));
}

export function adminActor(admin: { id: number; firstname: string; lastname: string; role: string }): Actor {
  return { kind: "admin", id: admin.id, label: `${admin.firstname} ${admin.lastname} (${admin.role})` };
}

/** The audit trail of a record in the shape of `auditEntrySchema` (@app/shared/core/audit). */
export async function auditViewOf(db: DbOrTx, entityType: AuditEntry["entityType"], entityId: number) {
  const rows = await auditTrailOf(db, entityType, entityId);
  return rows.map((r) => ({
    id: r.id,
    actor_kind: r.actor_kind,
    actor_label: r.actor_label,
    action: r.action,
    field: r.field,
    old_value: r.old_value,
    new_value: r.new_value,
    cause: r.cause,
    summary: auditSummary(r),
    created_at: r.created_at.toISOString(),
  }));
}
