import { PROCUREMENT_TEXTS } from "@app/shared/procurements/procurements";
import { procurementsContract as op } from "@app/shared/procurements/contract";
import { implement, routes } from "../../lib/routes.js";
import { createProcurement, getProcurementOf, listProcurementsOf } from "./procurements.service.js";

/** Customer side of shop-for-me: the 'Procurements' list, the form and the printable detail. */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listProcurementsOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getProcurementOf(ctx, customer.id, params.id)),
  implement(op.create, async ({ ctx, customer, fields, images }) => {
    const row = await createProcurement(ctx, customer, fields, images);
    return { message: PROCUREMENT_TEXTS.created, procurement: { id: row.id } };
  }),
);
