import { staffShipmentDeliveryContract as op } from "@app/shared/shipments/delivery.contract";
import { DELIVERY_TEXTS } from "@app/shared/shipments/delivery";
import { notFound } from "../../lib/errors.js";
import { implement, routes } from "../../lib/routes.js";
import { fileStoreAt, readAll } from "../../lib/storage/index.js";
import { thumbnailOf } from "../../lib/storage/thumbnails.js";
import { deliveryDocumentFacts } from "../shipments/public.js";
import { clientGone, sendPdf } from "./pdf-reply.js";
import { renderPdf } from "./pdf-process.js";

/** A shipment's proof of delivery as a PDF, for staff who may see records (an audit). */
export default routes(
  implement(op.document, async ({ ctx, params, reply }) => {
    const facts = await deliveryDocumentFacts(ctx.db, params.id, ctx.scope);
    if (!facts) throw notFound(DELIVERY_TEXTS.none);
    const stored = facts.photoName ? await thumbnailOf(fileStoreAt(ctx.config.DATA_DIR), facts.photoName) : undefined;
    const photo = stored ? await readAll(stored) : undefined;
    const pdf = await renderPdf({ kind: "proof-of-delivery", facts, photo }, { signal: clientGone(reply) });
    return sendPdf(reply, { filename: `proof-of-delivery-${facts.trackingNumber}.pdf`, pdf });
  }),
);
