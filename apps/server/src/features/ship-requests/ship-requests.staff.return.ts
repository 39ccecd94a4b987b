import { RETURN_TEXTS, type ReturnToCustomerResponse } from "@app/shared/ship-requests/packing.staff";
import { SHIP_REQUEST_STATUS_LABELS } from "@app/shared/ship-requests/ship-requests";
import { PACKING_TEXTS } from "@app/shared/ship-requests/staff";
import { and, asc, eq } from "drizzle-orm";
import { packages, shipRequestPackages, shipRequests } from "../../db/schema.js";
import { adminActor } from "../../lib/audit.js";
import { conflict, notFound } from "../../lib/errors.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { inScope } from "../../lib/warehouse-scope.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import { returnedRequestMail } from "./returned-notice.js";
import { cancelSubmittedRequest } from "./ship-request-cancel.js";

/**
 * "Return to customer" (decision 0140): staff cannot ship a submitted request as it is (a line of a prohibited
 * heading, most often), so they cancel it exactly as the customer's own cancel does (cancelSubmittedRequest: each
 * parcel gets back the status it had), the audit entry and the request carry their reason (the customer's request page
 * shows it, decision 0142), and the customer is e-mailed the reason with what to do next. Staff never edit the customer's declaration. Warehouse-scoped like packing: another
 * warehouse's request answers 404.
 */
export async function returnToCustomer(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  reason: string,
): Promise<ReturnToCustomerResponse> {
  return inTransaction(ctx, async (tx) => {
    const [request] = await tx
      .select({
        id: shipRequests.id,
        status: shipRequests.status,
        user_id: shipRequests.user_id,
        warehouse: shipRequests.warehouse,
      })
      .from(shipRequests)
      .where(and(eq(shipRequests.id, id), inScope(ctx.scope, shipRequests.warehouse)))
      .for("update")
      .limit(1);
    if (!request) throw notFound(PACKING_TEXTS.notFound);
    if (request.status !== "submitted")
      throw conflict(RETURN_TEXTS.notOpen(SHIP_REQUEST_STATUS_LABELS[request.status]));
    const customer = await findCustomerById(tx, request.user_id);
    if (!customer) throw notFound(PACKING_TEXTS.notFound);
    // Read before the links are released: the parcels the request held, for the e-mail.
    const parcels = await tx
      .select({ code: packages.package_code })
      .from(shipRequestPackages)
      .innerJoin(packages, eq(packages.id, shipRequestPackages.package_id))
      .where(and(eq(shipRequestPackages.ship_request_id, id), eq(shipRequestPackages.active, true)))
      .orderBy(asc(packages.id));
    const cancelled = await cancelSubmittedRequest(tx, id, {
      actor: adminActor(admin),
      adminId: admin.id,
      cause: `staff returned it to the customer: ${reason}`,
      returnedReason: reason,
    });
    await enqueueMail(
      tx,
      returnedRequestMail({
        customer,
        requestId: id,
        warehouse: request.warehouse,
        reason,
        packageCodes: parcels.map((p) => p.code),
        publicUrl: ctx.config.PUBLIC_URL,
      }),
    );
    return {
      message: RETURN_TEXTS.returned(id),
      id,
      status: "cancelled" as const,
      returned_reason: cancelled.returned_reason ?? reason,
    };
  });
}
