import { WAREHOUSES } from "@app/shared/core/company";
import { warehouseName } from "@app/shared/core/warehouse-names";
import type { DbOrTx } from "../../db/client.js";
import {
  isMasterClosed,
  type MasterForm,
  type MasterRow,
  type MasterStage,
  type MasterUpdateInput,
} from "@app/shared/master-shipments/staff";
import { MILESTONE_LABELS, type Milestone } from "@app/shared/core/milestones";
import { emailMatchFor } from "../../lib/any-field-search.js";
import { adminActor, auditViewOf, recordAudit, recordAudits } from "../../lib/audit.js";
import { SCOPE_TEXTS } from "@app/shared/core/roles";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.js";
import { covers } from "../../lib/warehouse-scope.js";
import { type CsvColumn, CSV_MAX_ROWS, fetchPage } from "../../lib/list.js";
import { audienceOf } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { linkShipmentsToMaster, unlinkShipmentFromMaster } from "../shipments/public.js";
import {
  declarationsOf,
  eligibleRequestsPage,
  findMaster,
  insertMaster,
  linkedShipment,
  linkedShipmentsOf,
  lockMaster,
  type MasterRecord,
  type MasterUpdateRecord,
  type MasterWithCounts,
  recipientsOnMaster,
  STAGE_MILESTONES,
  type StaffMasterFilter,
  staffMasterPage,
  updateMaster,
  updatesOf,
} from "./master-shipments.staff.repository.js";
import { lockLoadCandidates } from "./master-load-locks.js";
import { plural } from "./master-shipments.manifest-files.js";
import { recordMasterUpdate } from "./master-updates.js";

export const MASTER_TEXTS = {
  notFound: "Master shipment not found.",
  shipmentNotOnMaster: "This shipment is not on this master shipment.",
  departed: (reference: string) =>
    `${reference} has departed: shipments can be loaded or taken off only before it departs.`,
  originLocked: "The origin cannot change once shipments are loaded: take them off first.",
  sameMilestone: (reference: string, label: string) =>
    `${reference} is already at '${label}'. Post the next milestone (or the right one, to correct a mistake).`,
  delivered: (reference: string) =>
    `${reference} has been delivered: a delay notice can no longer be posted. If 'Delivered' was a mistake, post the right milestone first.`,
  cannotLoad: (problems: string[]) =>
    `Nothing was loaded. ${problems.length === 1 ? "This ship request cannot" : "These ship requests cannot"} be loaded: ${problems.join("; ")}.`,
};

const originLabel = (city: string) => WAREHOUSES.find((w) => w.city === city)?.label ?? city;

export function stageOf(milestone: Milestone | null): MasterStage {
  if (!milestone) return "loading";
  for (const [stage, milestones] of Object.entries(STAGE_MILESTONES)) {
    if (milestones.includes(milestone)) return stage as MasterStage;
  }
  return "in_transit";
}

export function masterRowOf({ master, shipments_count, customers_count }: MasterWithCounts): MasterRow {
  return {
    id: master.id,
    reference: master.reference,
    mode: master.mode,
    carrier: master.carrier,
    transport_document: master.transport_document,
    origin: master.origin,
    origin_label: originLabel(master.origin),
    destination: master.destination,
    cutoff_at: master.cutoff_at?.toISOString() ?? null,
    departure_date: master.departure_date,
    expected_arrival_date: master.expected_arrival_date,
    last_milestone: master.last_milestone,
    stage: stageOf(master.last_milestone),
    closed: isMasterClosed(master, new Date()),
    manifest_downloaded_at: master.manifest_downloaded_at?.toISOString() ?? null,
    last_moved_at: master.last_moved_at.toISOString(),
    shipments_count,
    customers_count,
    created_at: master.created_at.toISOString(),
  };
}

async function masterRowById(ctx: ServiceContext, id: number): Promise<MasterRow> {
  const found = await findMaster(ctx.db, id, ctx.scope);
  if (!found) throw notFound(MASTER_TEXTS.notFound);
  return masterRowOf(found);
}

type Page = { page: number; pageSize: number };

export async function listMasters(ctx: ServiceContext, query: StaffMasterFilter & Page) {
  const { rows, pagination } = await fetchPage(
    staffMasterPage(ctx.db, query, ctx.scope),
    query,
    ctx.config.LIST_EXACT_TOTAL,
  );
  return { masters: rows.map(masterRowOf), pagination };
}

export async function mastersForCsv(ctx: ServiceContext, filter: StaffMasterFilter) {
  return (await staffMasterPage(ctx.db, filter, ctx.scope).rows(CSV_MAX_ROWS, 0)).map(masterRowOf);
}

export const MASTER_CSV_COLUMNS: CsvColumn<MasterRow>[] = [
  { header: "Reference", value: (r) => r.reference },
  { header: "Mode", value: (r) => r.mode },
  { header: "Carrier", value: (r) => r.carrier },
  { header: "AWB/BL", value: (r) => r.transport_document },
  { header: "Origin", value: (r) => warehouseName(r.origin) },
  { header: "Destination", value: (r) => r.destination },
  { header: "Cut-off", value: (r) => r.cutoff_at },
  { header: "Departure", value: (r) => r.departure_date },
  { header: "Expected Arrival", value: (r) => r.expected_arrival_date },
  { header: "Last Milestone", value: (r) => (r.last_milestone ? MILESTONE_LABELS[r.last_milestone] : "") },
  { header: "Stage", value: (r) => r.stage },
  { header: "Shipments", value: (r) => r.shipments_count },
  { header: "Customers", value: (r) => r.customers_count },
  { header: "Created", value: (r) => r.created_at },
];

const factsOf = (form: MasterForm) => ({
  mode: form.mode,
  carrier: form.carrier,
  transport_document: form.transport_document,
  origin: form.origin,
  destination: form.destination,
  cutoff_at: form.cutoff_at ? new Date(form.cutoff_at) : null,
  departure_date: form.departure_date ?? null,
  expected_arrival_date: form.expected_arrival_date ?? null,
});

/** A master leaves from one of the caller's warehouses (403 otherwise, on the origin field). */
function ensureOriginInScope(ctx: ServiceContext, origin: string) {
  if (!covers(ctx.scope, origin)) throw forbidden(SCOPE_TEXTS.notYourWarehouse);
}

export async function createMaster(ctx: ServiceContext, admin: AdminRow, form: MasterForm): Promise<MasterRow> {
  ensureOriginInScope(ctx, form.origin);
  const id = await inTransaction(ctx, async (tx) => {
    const row = await insertMaster(tx, { ...factsOf(form), created_by: admin.id });
    await recordAudit(tx, adminActor(admin), {
      entityType: "master_shipment",
      entityId: row.id,
      action: "created",
      newValue: `${row.reference}: ${row.carrier} ${row.transport_document}, ${row.origin} → ${row.destination}`,
    });
    return row.id;
  });
  return masterRowById(ctx, id);
}

const shownValue = (value: Date | string | null) =>
  value == null ? "(none)" : value instanceof Date ? value.toISOString() : value;

/** Changes the master's facts; each changed field gets an audit entry. The origin is fixed once shipments are loaded. */
export async function editMaster(ctx: ServiceContext, admin: AdminRow, id: number, form: MasterForm) {
  await inTransaction(ctx, async (tx) => {
    const current = await lockMaster(tx, id, ctx.scope);
    if (!current) throw notFound(MASTER_TEXTS.notFound);
    ensureOriginInScope(ctx, form.origin);
    const next = factsOf(form);
    if (next.origin !== current.origin) {
      const loaded = await findMaster(tx, id);
      if (loaded && loaded.shipments_count > 0)
        throw conflict(MASTER_TEXTS.originLocked, { origin: MASTER_TEXTS.originLocked });
    }
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter(
      (key) => shownValue(next[key]) !== shownValue(current[key]),
    );
    if (changed.length === 0) return;
    await updateMaster(tx, id, next);
    await recordAudits(
      tx,
      adminActor(admin),
      changed.map((field) => ({
        entityType: "master_shipment" as const,
        entityId: id,
        action: "changed",
        field,
        oldValue: shownValue(current[field]),
        newValue: shownValue(next[field]),
      })),
    );
  });
  return masterRowById(ctx, id);
}

/** The master with its linked shipments (customer, weight, declared value), its updates and its audit trail. */
export async function getMaster(ctx: ServiceContext, id: number) {
  const found = await findMaster(ctx.db, id, ctx.scope);
  if (!found) throw notFound(MASTER_TEXTS.notFound);
  const [linked, updates, audit, audience] = await Promise.all([
    linkedShipmentsOf(ctx.db, id),
    updatesOf(ctx.db, id),
    auditViewOf(ctx.db, "master_shipment", id),
    audienceOfMaster(ctx.db, id),
  ]);
  const declarations = await declarationsOf(
    ctx.db,
    linked.flatMap((l) => (l.ship_request_id == null ? [] : [l.ship_request_id])),
  );
  return {
    master: masterRowOf(found),
    shipments: linked.map((l) => {
      const mine = declarations.filter((d) => d.ship_request_id === l.ship_request_id);
      return {
        shipment_id: l.shipment_id,
        tracking_number: l.tracking_number,
        shipment_status: l.shipment_status,
        ship_request_id: l.ship_request_id,
        customer: {
          id: l.customer_id,
          name: `${l.firstname} ${l.lastname}`,
          email_address: l.email_address,
          suite: l.suite_number,
        },
        weight_kg: l.weight,
        declared: mine.map((d) => ({ currency: d.currency, total_minor: d.total_minor })),
        items_count: mine.reduce((sum, d) => sum + d.items, 0),
      };
    }),
    updates: updates.map(({ update, first, last }) => updateRowOf(update, first == null ? null : `${first} ${last}`)),
    audit,
    audience,
  };
}

/** Who a milestone and who a delay notice would reach (the confirmation before posting says it): by their choices. */
async function audienceOfMaster(db: DbOrTx, id: number) {
  const customerIds = (await recipientsOnMaster(db, id)).map((r) => r.customer_id);
  const [milestones, delays] = await Promise.all([
    audienceOf(db, customerIds, "milestones"),
    audienceOf(db, customerIds, "delays"),
  ]);
  return { milestones, delays };
}

function updateRowOf(update: MasterUpdateRecord, createdBy: string | null) {
  return {
    id: update.id,
    kind: update.kind,
    milestone: update.milestone,
    customs_reason: update.customs_reason,
    place: update.place,
    note: update.note,
    internal_note: update.internal_note,
    new_expected_date: update.new_expected_date,
    occurred_at: update.occurred_at.toISOString(),
    shipments_count: update.shipments_count,
    notified_count: update.notified_count,
    opted_out_count: update.opted_out_count,
    created_by: createdBy,
  };
}

/** Paid ship requests of the master's origin whose shipment is on no master yet. */
export async function eligibleRequests(ctx: ServiceContext, id: number, query: { q?: string } & Page) {
  const found = await findMaster(ctx.db, id, ctx.scope);
  if (!found) throw notFound(MASTER_TEXTS.notFound);
  const { rows, pagination } = await fetchPage(
    eligibleRequestsPage(ctx.db, found.master.origin, query.q, emailMatchFor(ctx, "contains")),
    query,
    ctx.config.LIST_EXACT_TOTAL,
  );
  return {
    requests: rows.map((r) => ({
      ship_request_id: r.ship_request_id,
      shipment_id: r.shipment_id,
      tracking_number: r.tracking_number,
      customer: { id: r.customer_id, name: `${r.firstname} ${r.lastname}`, suite: r.suite_number },
      weight_kg: r.weight,
      paid_at: r.paid_at.toISOString(),
    })),
    pagination,
  };
}

const departed = (master: MasterRecord) => master.last_milestone != null;

/**
 * Loads paid ship requests onto the master: all or nothing. Any request that does not exist (or is of a warehouse
 * the caller does not work at), is not paid, is of another warehouse than the master's origin or whose shipment is
 * already on a master makes it a 400 naming each.
 */
export async function loadShipRequests(ctx: ServiceContext, admin: AdminRow, id: number, shipRequestIds: number[]) {
  const added = await inTransaction(ctx, async (tx) => {
    const master = await lockMaster(tx, id, ctx.scope);
    if (!master) throw notFound(MASTER_TEXTS.notFound);
    if (departed(master)) throw conflict(MASTER_TEXTS.departed(master.reference));
    const wanted = [...new Set(shipRequestIds)];
    const locked = await lockLoadCandidates(tx, wanted, ctx.scope);
    if (!locked) throw conflict(MASTER_TEXTS.cannotLoad(["one keeps being unpacked and packed again: try again"]));
    const found = new Map(locked.map((c) => [c.id, c]));
    const problems: string[] = [];
    for (const requestId of wanted) {
      const c = found.get(requestId);
      if (!c) problems.push(`#${requestId} does not exist`);
      else if (c.status !== "paid" || c.shipment_id == null) problems.push(`#${requestId} is ${c.status}, not paid`);
      else if (c.warehouse !== master.origin)
        problems.push(`#${requestId} is at ${c.warehouse}, not at the origin ${master.origin}`);
      else if (c.master_shipment_id != null)
        problems.push(`#${requestId} is already on master shipment ${c.master_reference ?? c.master_shipment_id}`);
    }
    if (problems.length) {
      const message = MASTER_TEXTS.cannotLoad(problems);
      throw badRequest(message, { ship_request_ids: message });
    }
    const candidates = wanted.map((requestId) => found.get(requestId)!);
    const linked = await linkShipmentsToMaster(
      tx,
      candidates.map((c) => c.shipment_id!),
      master.id,
    );
    // All or nothing even if a shipment was linked by some other way meanwhile (the transaction rolls back).
    if (linked.length !== candidates.length)
      throw conflict(MASTER_TEXTS.cannotLoad(["one is already on another master"]));
    const actor = adminActor(admin);
    await recordAudit(tx, actor, {
      entityType: "master_shipment",
      entityId: master.id,
      action: "loaded",
      newValue: `${plural(linked.length, "shipment")}: ${candidates.map((c) => `${c.tracking_number} (ship request #${c.id})`).join(", ")}`,
    });
    await recordAudits(
      tx,
      actor,
      candidates.map((c) => ({
        entityType: "shipment" as const,
        entityId: c.shipment_id!,
        action: "changed",
        field: "master_shipment",
        oldValue: "(none)",
        newValue: master.reference,
      })),
    );
    return linked.length;
  });
  return { added, master: await masterRowById(ctx, id) };
}

/** Takes a shipment off the master, only before it departs. */
export async function unloadShipment(ctx: ServiceContext, admin: AdminRow, id: number, shipmentId: number) {
  await inTransaction(ctx, async (tx) => {
    const master = await lockMaster(tx, id, ctx.scope);
    if (!master) throw notFound(MASTER_TEXTS.notFound);
    const shipment = await linkedShipment(tx, id, shipmentId);
    if (!shipment) throw notFound(MASTER_TEXTS.shipmentNotOnMaster);
    if (departed(master)) throw conflict(MASTER_TEXTS.departed(master.reference));
    await unlinkShipmentFromMaster(tx, shipmentId, id);
    const actor = adminActor(admin);
    await recordAudits(tx, actor, [
      { entityType: "master_shipment", entityId: id, action: "unloaded", newValue: shipment.tracking_number },
      {
        entityType: "shipment",
        entityId: shipmentId,
        action: "changed",
        field: "master_shipment",
        oldValue: master.reference,
        newValue: "(none)",
      },
    ]);
  });
  return masterRowById(ctx, id);
}

/** Posts a milestone or a delay notice on the master: recorded on every linked shipment, customers notified once. */
export async function postMasterUpdate(ctx: ServiceContext, admin: AdminRow, id: number, input: MasterUpdateInput) {
  const recorded = await inTransaction(ctx, async (tx) => {
    const master = await lockMaster(tx, id, ctx.scope);
    if (!master) throw notFound(MASTER_TEXTS.notFound);
    if (input.kind === "milestone" && input.milestone === master.last_milestone) {
      throw conflict(MASTER_TEXTS.sameMilestone(master.reference, MILESTONE_LABELS[input.milestone]), {
        milestone: MASTER_TEXTS.sameMilestone(master.reference, MILESTONE_LABELS[input.milestone]),
      });
    }
    // Its customers have their goods: telling them of a delay (and a new date) would be false.
    if (input.kind === "delay" && master.last_milestone === "delivered") {
      throw conflict(MASTER_TEXTS.delivered(master.reference));
    }
    return recordMasterUpdate(tx, ctx.config, admin, master, input);
  });
  return {
    update: updateRowOf(recorded.update, `${admin.firstname} ${admin.lastname}`),
    master: await masterRowById(ctx, id),
  };
}
