import { z } from "zod";
import { auditEntrySchema } from "../core/audit.js";
import { isCalendarDay } from "../core/calendar-day.js";
import { CURRENCY_CODES, SHIPMENT_STATUSES } from "../core/enums.js";
import { optionalText, requiredText } from "../core/form-values.js";
import { MAX_ID, paginationSchema, staffListQueryOf } from "../core/http.js";
import { CUSTOMS_REASONS, MILESTONES, TRACKING_EVENT_KINDS } from "../core/milestones.js";
import { PACKAGE_WAREHOUSE_CITIES } from "../packages/packages.js";

/**
 * Master shipments (staff): a flight or vessel carrying many customers' paid ship requests. One update to the master
 * (a milestone, or a delay notice with its reason and new date) becomes a tracking event on every linked shipment
 * and one notification per customer (docs/decisions/0019).
 */

export const MASTER_MODES = ["air", "sea"] as const;
export type MasterMode = (typeof MASTER_MODES)[number];
export const MASTER_MODE_LABELS: Record<MasterMode, string> = { air: "Air (flight)", sea: "Sea (vessel)" };
/** What the transport document is called in each mode. */
export const TRANSPORT_DOCUMENT_LABELS: Record<MasterMode, string> = {
  air: "Air waybill (AWB) number",
  sea: "Bill of lading (B/L) number",
};

/** Where a master is in its life, for the list's status filter (derived from its last milestone). */
export const MASTER_STAGES = ["loading", "in_transit", "arrived", "delivered"] as const;
export type MasterStage = (typeof MASTER_STAGES)[number];
export const MASTER_STAGE_LABELS: Record<MasterStage, string> = {
  loading: "Loading (not departed)",
  in_transit: "In transit",
  arrived: "Arrived (customs to delivery)",
  delivered: "Delivered",
};

/**
 * Whether a master is closed (docs/decisions/0074): its cut-off has passed or it has departed (a milestone posted).
 * From then on its load is what the carrier takes and its advance manifest for customs can be downloaded.
 */
export function isMasterClosed(
  master: { last_milestone: string | null; cutoff_at: Date | string | null },
  now: Date,
): boolean {
  if (master.last_milestone != null) return true;
  return master.cutoff_at != null && new Date(master.cutoff_at).getTime() <= now.getTime();
}

export const MASTER_SORT_COLUMNS = ["reference", "departure_date", "expected_arrival_date", "created_at"] as const;
/** What the master shipments list accepts: a stage, a sort column. */
export const MASTER_LIST_ACCEPTS = { statuses: MASTER_STAGES, sortable: MASTER_SORT_COLUMNS } as const;
export const staffMasterListQuery = staffListQueryOf(MASTER_LIST_ACCEPTS);
export type StaffMasterListQuery = z.infer<typeof staffMasterListQuery>;

/** A real day the business records (isCalendarDay: 2000 to 2100; year 0 answered 500 from the database). */
const isoDate = z.iso.date({ error: "Enter a date as YYYY-MM-DD" }).refine(isCalendarDay, "Enter a valid date");
const optionalDate = z.preprocess((v) => (v === "" || v === null ? undefined : v), isoDate.optional());

/** Create or edit a master (its facts; milestones are posted as updates). */
export const masterFormSchema = z
  .object({
    mode: z.enum(MASTER_MODES, { error: "Choose air or sea" }),
    carrier: requiredText("Carrier is required", 120),
    transport_document: requiredText(
      "Air waybill or bill of lading number is required",
      60,
      "Air waybill or bill of lading number",
    ),
    origin: z.enum(PACKAGE_WAREHOUSE_CITIES, { error: "Choose the origin warehouse" }),
    destination: requiredText("Destination is required", 120),
    cutoff_at: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.iso
        .datetime({ offset: true, local: true, error: "Enter the cut-off as a date and time" })
        .refine((at) => isCalendarDay(at.slice(0, 10)), "Enter a valid date")
        .optional(),
    ),
    departure_date: optionalDate,
    expected_arrival_date: optionalDate,
  })
  .refine((m) => !m.departure_date || !m.expected_arrival_date || m.expected_arrival_date >= m.departure_date, {
    path: ["expected_arrival_date"],
    message: "Expected arrival cannot be before departure",
  });
export type MasterForm = z.infer<typeof masterFormSchema>;

export const masterRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  mode: z.enum(MASTER_MODES),
  carrier: z.string(),
  transport_document: z.string(),
  origin: z.string(),
  origin_label: z.string(),
  destination: z.string(),
  cutoff_at: z.string().nullable(),
  departure_date: z.string().nullable(),
  expected_arrival_date: z.string().nullable(),
  last_milestone: z.enum(MILESTONES).nullable(),
  stage: z.enum(MASTER_STAGES),
  /** Cut-off passed or departed: the advance manifest can be downloaded (isMasterClosed). */
  closed: z.boolean(),
  /** The last download of the advance manifest (each is in the audit trail with who took it). */
  manifest_downloaded_at: z.string().nullable(),
  last_moved_at: z.string(),
  shipments_count: z.number(),
  customers_count: z.number(),
  created_at: z.string(),
});
export type MasterRow = z.infer<typeof masterRowSchema>;

export const staffMasterListResponseSchema = z.object({
  masters: z.array(masterRowSchema),
  pagination: paginationSchema,
});

/** A customer shipment carried by a master (a packed and paid ship request). */
export const masterLinkedShipmentSchema = z.object({
  shipment_id: z.number(),
  tracking_number: z.string(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  ship_request_id: z.number().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), email_address: z.string(), suite: z.string() }),
  weight_kg: z.string(),
  /** The customs declaration's total per currency (minor units). */
  declared: z.array(z.object({ currency: z.enum(CURRENCY_CODES), total_minor: z.number() })),
  items_count: z.number(),
});
export type MasterLinkedShipment = z.infer<typeof masterLinkedShipmentSchema>;

/** Customers on the master a kind of notice would reach, and those who turned it off. */
export const masterAudienceSchema = z.object({ notified: z.number(), opted_out: z.number() });

export const masterUpdateRowSchema = z.object({
  id: z.number(),
  kind: z.enum(TRACKING_EVENT_KINDS),
  milestone: z.enum(MILESTONES).nullable(),
  customs_reason: z.enum(CUSTOMS_REASONS).nullable(),
  place: z.string().nullable(),
  /** The public message: customers read it (tracking page, portal, notices). */
  note: z.string().nullable(),
  /** Staff only. */
  internal_note: z.string().nullable(),
  new_expected_date: z.string().nullable(),
  occurred_at: z.string(),
  shipments_count: z.number(),
  notified_count: z.number(),
  /** Customers on the master who had turned this kind of notice off: not notified. */
  opted_out_count: z.number(),
  created_by: z.string().nullable(),
});
export type MasterUpdateRow = z.infer<typeof masterUpdateRowSchema>;

export const staffMasterDetailResponseSchema = z.object({
  master: masterRowSchema,
  shipments: z.array(masterLinkedShipmentSchema),
  updates: z.array(masterUpdateRowSchema),
  audit: z.array(auditEntrySchema),
  /** Who a milestone and who a delay notice would reach now, by the customers' choices (shown before posting). */
  audience: z.object({ milestones: masterAudienceSchema, delays: masterAudienceSchema }),
});
export type StaffMasterDetail = z.infer<typeof staffMasterDetailResponseSchema>;

/** Paid ship requests of a warehouse whose shipment is on no master yet: what staff can load. */
export const eligibleRequestRowSchema = z.object({
  ship_request_id: z.number(),
  shipment_id: z.number(),
  tracking_number: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), suite: z.string() }),
  weight_kg: z.string(),
  paid_at: z.string().nullable(),
});
export const eligibleRequestsQuery = z.object({
  q: z.string().trim().max(200, "Search text can be at most 200 characters.").optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const eligibleRequestsResponseSchema = z.object({
  requests: z.array(eligibleRequestRowSchema),
  pagination: paginationSchema,
});

export const MAX_LOAD = 500;
export const masterLoadSchema = z.object({
  ship_request_ids: z
    .array(z.number().int().positive().max(MAX_ID))
    .min(1, "Choose at least one paid ship request")
    .max(MAX_LOAD, `At most ${MAX_LOAD} ship requests at a time`),
});
export const masterLoadResponseSchema = z.object({ added: z.number(), master: masterRowSchema });

export const OCCURRED_IN_FUTURE = "When it happened cannot be in the future";
export const OCCURRED_TOO_EARLY = "Check the year: when it happened must be in 2000 or later";
/** Slack for a time typed without an offset, read in another time zone than the typist's (UTC+14 at the most). */
const FUTURE_SLACK_MS = 14 * 3_600_000;
/** A time with 'Z' or an offset is exact: only a sender's clock a few minutes ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60_000;
const WITH_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
/** Whether a time is at most just now: exactly for one with an offset, within 14 hours for a local one. */
const notInFuture = (at: string) =>
  Date.parse(at) <= Date.now() + (WITH_OFFSET.test(at) ? CLOCK_SKEW_MS : FUTURE_SLACK_MS);
const EARLIEST_OCCURRED_MS = Date.parse("2000-01-01T00:00:00Z");
const occurredAt = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.iso
    .datetime({ offset: true, local: true, error: "Enter when it happened as a date and time" })
    // Customers are told at once, as news (docs/decisions/0134), and a mistyped year would otherwise sit on top of
    // every timeline (newest first) for ever.
    .refine(notInFuture, OCCURRED_IN_FUTURE)
    // And one in the past (year 0, which the database has no time for, answered 500).
    .refine((at) => Date.parse(at) >= EARLIEST_OCCURRED_MS, OCCURRED_TOO_EARLY)
    .optional(),
);

/** What staff note for each other on an update: kept on the master's log only, never shown to customers. */
const internalNote = optionalText(1000, "Internal note", { multiline: true });

/** A milestone posted on a master: in customs needs its reason from the fixed list. */
export const milestoneUpdateSchema = z
  .object({
    kind: z.literal("milestone"),
    milestone: z.enum(MILESTONES, { error: "Choose a milestone" }),
    customs_reason: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(CUSTOMS_REASONS, { error: "Choose a customs reason" }).optional(),
    ),
    place: optionalText(120, "Place"),
    /** The public message: on every linked shipment's tracking (portal, public page) and in the notices. */
    note: optionalText(500, "Message to customers", { multiline: true }),
    internal_note: internalNote,
    occurred_at: occurredAt,
  })
  .refine((u) => u.milestone !== "in_customs" || u.customs_reason, {
    path: ["customs_reason"],
    message: "Choose why it is held in customs",
  })
  .refine((u) => u.milestone === "in_customs" || !u.customs_reason, {
    path: ["customs_reason"],
    message: "A customs reason goes only with 'In customs'",
  });

export const DELAY_DATE_PAST = "The new expected date cannot be in the past";
/**
 * Yesterday in UTC: the earliest date that is still today somewhere our staff work (Stafford runs behind UTC), so a
 * delay notice never tells customers to expect their shipment on a day that is over.
 */
const earliestToday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A delay notice: why, and the new expected arrival date customers are told. */
export const delayUpdateSchema = z.object({
  kind: z.literal("delay"),
  note: requiredText("Say why it is delayed", 500, "Reason", { multiline: true }),
  new_expected_date: isoDate.refine((date) => date >= earliestToday(), DELAY_DATE_PAST),
  customs_reason: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(CUSTOMS_REASONS, { error: "Choose a customs reason" }).optional(),
  ),
  place: optionalText(120, "Place"),
  internal_note: internalNote,
  occurred_at: occurredAt,
});

export const masterUpdateSchema = z.discriminatedUnion("kind", [milestoneUpdateSchema, delayUpdateSchema]);
export type MasterUpdateInput = z.infer<typeof masterUpdateSchema>;

export const masterUpdateResponseSchema = z.object({
  update: masterUpdateRowSchema,
  master: masterRowSchema,
});

/** Staff are alerted when a master in transit has not moved for this many days. */
export const masterSettingsSchema = z.object({
  stale_days: z.coerce
    .number({ error: "Enter a number of days" })
    .int("Enter a whole number of days")
    .min(1, "At least 1 day")
    .max(60, "At most 60 days"),
});
export type MasterSettings = z.infer<typeof masterSettingsSchema>;
/** The settings as staff read them: the values, and their changes from the audit log (newest first). */
export const masterSettingsViewSchema = masterSettingsSchema.extend({ history: z.array(auditEntrySchema) });
export type MasterSettingsView = z.infer<typeof masterSettingsViewSchema>;
export const DEFAULT_MASTER_STALE_DAYS = 5;
