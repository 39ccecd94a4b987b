import { headingFor } from "@app/shared/customs/duty";
import { HS_CORRECTION_TEXTS, type hsCorrectionResponseSchema } from "@app/shared/ship-requests/packing.staff";
import { PACKING_TEXTS } from "@app/shared/ship-requests/staff";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { customsDeclarationItems, shipRequests } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { inScope } from "../../lib/warehouse-scope.js";
import type { AdminRow } from "../../plugins/auth.js";
import { tariffInForce } from "../customs/public.js";

/**
 * Staff correct a declaration line's HS code at the desk (issue 37, decision 0081): only while the request waits to
 * be packed, only to a code the tariff in force covers; the line's source becomes 'staff' and the change is
 * audited. The estimate is priced from the stored lines on every read, so the customer's next look shows the new
 * duty; packing prices with the corrected code.
 */
export async function correctHsCode(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  line: number,
  hsCode: string,
): Promise<z.infer<typeof hsCorrectionResponseSchema>> {
  return inTransaction(ctx, async (tx) => {
    const [request] = await tx
      .select({ id: shipRequests.id, status: shipRequests.status })
      .from(shipRequests)
      .where(and(eq(shipRequests.id, id), inScope(ctx.scope, shipRequests.warehouse)))
      .for("update")
      .limit(1);
    if (!request) throw notFound(PACKING_TEXTS.notFound);
    const items = await tx
      .select()
      .from(customsDeclarationItems)
      .where(eq(customsDeclarationItems.ship_request_id, id))
      .orderBy(asc(customsDeclarationItems.id));
    const item = items[line - 1];
    if (!item) throw notFound(HS_CORRECTION_TEXTS.noLine);
    if (request.status !== "submitted") throw conflict(HS_CORRECTION_TEXTS.notOpen);
    const heading = headingFor(hsCode, await tariffInForce(tx));
    if (!heading) {
      const message = HS_CORRECTION_TEXTS.notInTariff(hsCode);
      throw badRequest(message, { hs_code: message });
    }
    await tx
      .update(customsDeclarationItems)
      .set({ hs_code: hsCode, hs_code_source: "staff" })
      .where(eq(customsDeclarationItems.id, item.id));
    await recordAudit(tx, adminActor(admin), {
      entityType: "ship_request",
      entityId: id,
      action: "changed",
      field: `items.${line}.hs_code`,
      oldValue: item.hs_code,
      newValue: hsCode,
    });
    return {
      // A prohibited heading is accepted (the desk records what the parcel is), but packing will refuse the request:
      // the answer tells staff the way out, returning the request to the customer (decision 0140).
      message:
        heading.restriction === "prohibited"
          ? `${HS_CORRECTION_TEXTS.corrected(line, hsCode)} ${HS_CORRECTION_TEXTS.prohibited(line, heading.description)}`
          : HS_CORRECTION_TEXTS.corrected(line, hsCode),
      item: {
        description: item.description,
        quantity: item.quantity,
        unit_value_minor: item.unit_value_minor,
        currency: item.currency,
        hs_code: hsCode,
        hs_code_source: "staff" as const,
        heading: {
          heading: heading.heading,
          description: heading.description,
          restriction: heading.restriction,
          restriction_note: heading.restriction_note,
        },
      },
    };
  });
}
