import { staffShipmentDeliveryContract as op } from "@app/shared/shipments/delivery.contract";
import { implement, routes } from "../../lib/routes.js";
import { recordProofOfDelivery, showProofOfDelivery } from "./proof-of-delivery.js";

/** A shipment's proof of delivery: shown on its page, recorded by staff at delivery (its PDF: features/documents). */
export default routes(
  implement(op.show, ({ ctx, params }) => showProofOfDelivery(ctx, params.id)),
  implement(op.record, ({ ctx, admin, params, fields, images }) =>
    recordProofOfDelivery(ctx, admin, params.id, fields, images),
  ),
);
