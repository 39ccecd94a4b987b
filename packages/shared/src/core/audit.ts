import { z } from "zod";

/** One entry of a record's audit trail as staff detail answers return it (`audit: [...]`, newest first). */
export const auditEntrySchema = z.object({
  id: z.number(),
  actor_kind: z.enum(["admin", "customer", "system"]),
  actor_label: z.string().nullable(),
  action: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  /** Why it happened when something else caused it, e.g. 'invoice INV-12 was paid by card'. */
  cause: z.string().nullable(),
  /** The entry in plain words, with its cause: 'Payment status changed from Pending to Paid because …'. */
  summary: z.string(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** Stored field names as people say them; any other field reads as its words ('refund_reason' → 'Refund reason'). */
const FIELD_WORDS: Record<string, string> = {
  payment_status: "Payment status",
  shipment_status: "Shipment status",
  status: "Status",
  role: "Role",
  stale_days: "Days without movement before staff are alerted",
};

/** Stored action codes that read as a sentence of their own when the entry names no change of a field. */
const ACTION_WORDS: Record<string, string> = {
  created: "Created",
  status_update: "Changed",
  changed: "Changed",
  replied: "Staff replied to the customer",
  payment_settled: "Payment settled",
  payment_rejected: "Payment rejected",
  duplicate_payment: "A second payment arrived for this paid invoice, refund it",
  refund_due: "Refund due",
  refunded: "Refunded",
  password_reset: "Password reset",
  password_changed: "Password changed",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const words = (code: string) => capitalised(code.replace(/_/g, " "));

export function fieldWords(field: string): string {
  return FIELD_WORDS[field] ?? words(field);
}

type AuditFacts = Pick<AuditEntryView, "action" | "field" | "old_value" | "new_value" | "cause">;

/**
 * An audit entry in plain words, with its cause when it has one: 'Payment status changed from Pending to Paid
 * because invoice INV-12 was paid by card'. Values read as stored (they are what the lists' selects show).
 */
export function auditSummary(entry: AuditFacts): string {
  const { action, field, old_value: from, new_value: to } = entry;
  let text: string;
  // These carry their news in new_value (e.g. 'payment PSK-1 settled after the invoice was cancelled'), not a new value.
  if (action === "refund_due" || action === "duplicate_payment" || action === "payment_rejected") {
    text = to != null ? `${ACTION_WORDS[action]}: ${to}` : (ACTION_WORDS[action] as string);
  } else if (action === "created") {
    text =
      field && to != null ? `Created with ${fieldWords(field).toLowerCase()} ${to}` : to ? `Created: ${to}` : "Created";
  } else if (field && from != null && to != null) {
    text = `${fieldWords(field)} changed from ${from} to ${to}`;
  } else if (field && to != null && (action === "status_update" || action === "changed")) {
    text = `${fieldWords(field)} set to ${to}`;
  } else {
    const said = ACTION_WORDS[action] ?? words(action);
    text = to != null ? `${said}: ${to}` : said;
  }
  return entry.cause ? `${text} because ${entry.cause}` : text;
}
