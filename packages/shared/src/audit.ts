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
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
