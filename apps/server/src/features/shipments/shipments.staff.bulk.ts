import type { ShipmentStatus } from "@app/shared/core/enums";
import type { BulkMatching, BulkShipmentStatusResponse, BulkStatusResult } from "@app/shared/shipments/staff.bulk";
import { BULK_STATUS_MAX, BULK_STATUS_TEXTS as TEXTS } from "@app/shared/shipments/staff.texts";
import { badRequest } from "../../lib/errors.js";
import { noticeOfMail, notifyCustomers } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { listShipmentPageWithCount } from "./shipments.staff.list-query.js";
import { customerOf, shipmentsStatusDigestMail } from "./shipments.staff.mail.js";
import { firstnamesOf, lockShipmentsByIds, type ShipmentRow } from "./shipments.staff.repository.js";
import { changeShipmentStatuses } from "./shipments.staff.service.js";

export interface BulkStatusInput {
  ids?: number[];
  matching?: BulkMatching;
  shipment_status: ShipmentStatus;
  notify: boolean;
}

/**
 * The shipments "all matching" means: the staff list's own query (search and status filter), so the number staff
 * saw as the list's total is the number changed. More than BULK_STATUS_MAX is refused before anything changes.
 */
async function idsMatching(ctx: ServiceContext, matching: BulkMatching): Promise<number[]> {
  const filter = { q: matching.q, status: matching.status, sort: "desc" as const, scope: ctx.scope };
  const { rows, counted } = await listShipmentPageWithCount(ctx.db, filter, {
    limit: BULK_STATUS_MAX,
    offset: 0,
    count: true,
  });
  if (counted > BULK_STATUS_MAX) throw badRequest(TEXTS.tooMany(counted));
  return rows.map((row) => row.id);
}

/**
 * POST /api/shipment/bulk-status: one transaction locks the shipments, changes those whose status differs (through
 * the same change as the single status update, each audit entry saying it was a bulk change), and queues ONE
 * e-mail per customer listing all of their shipments that changed (none when `notify` is false). Shipments
 * already in that status, and ids no shipment has, change nothing and say why.
 */
export async function bulkUpdateShipmentStatus(
  ctx: ServiceContext,
  admin: AdminRow,
  input: BulkStatusInput,
): Promise<BulkShipmentStatusResponse> {
  const ids = [...new Set(input.ids ?? (input.matching ? await idsMatching(ctx, input.matching) : []))];
  const next = input.shipment_status;
  const { results, emails } = await inTransaction(ctx, async (tx) => {
    const locked = new Map((await lockShipmentsByIds(tx, ids, ctx.scope)).map((row) => [row.id, row]));
    const changing = [...locked.values()].filter((row) => row.shipment_status !== next);
    const cause = `of a bulk change of ${changing.length} shipments${input.notify ? "" : ", without e-mailing customers"}`;
    const changed = await changeShipmentStatuses(tx, admin, changing, next, cause);
    const changedByCustomer = new Map<number, Array<{ shipment: ShipmentRow; previous: string }>>();
    changed.forEach((shipment, i) => {
      const mine = changedByCustomer.get(shipment.user_id) ?? [];
      mine.push({ shipment, previous: changing[i]!.shipment_status });
      changedByCustomer.set(shipment.user_id, mine);
    });
    if (input.notify) {
      const firstnames = await firstnamesOf(tx, [...changedByCustomer.keys()]);
      await notifyCustomers(
        tx,
        ctx.config,
        [...changedByCustomer.values()].map((changes) =>
          noticeOfMail(
            customerOf(changes[0]!.shipment),
            "milestones",
            shipmentsStatusDigestMail(changes, ctx.config.PUBLIC_URL, firstnames.get(changes[0]!.shipment.user_id)),
          ),
        ),
      );
    }
    const results = ids.map((id): BulkStatusResult => {
      const row = locked.get(id);
      if (!row) return { id, tracking_number: null, ok: false, reason: TEXTS.notFound };
      if (row.shipment_status === next)
        return { id, tracking_number: row.tracking_number, ok: false, reason: TEXTS.already(next) };
      return { id, tracking_number: row.tracking_number, ok: true };
    });
    return { results, emails: input.notify ? changedByCustomer.size : 0 };
  });
  const changed = results.filter((r) => r.ok).length;
  return {
    message: `${changed} of ${results.length} shipments changed to ${next}.`,
    shipment_status: next,
    changed,
    emails,
    results,
  };
}
