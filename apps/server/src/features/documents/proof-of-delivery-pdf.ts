import { mailDateTime } from "../../lib/mail/mail-dates.js";
import type { DeliveryDocumentFacts } from "../shipments/public.js";

/**
 * The proof of delivery of a shipment for an audit (issue 37): the shipment, its consignee and master, when it was
 * delivered (Lagos time), who received it, the delivery code or the photo taken (its thumbnail, a JPEG), and who
 * recorded it when.
 */
export async function renderProofOfDeliveryPdf(facts: DeliveryDocumentFacts, photo?: Uint8Array): Promise<Uint8Array> {
  const { PdfWriter } = await import("./pdf-writer.js");
  const { proof } = facts;
  const w = await PdfWriter.create(`Proof of delivery ${facts.trackingNumber}`);
  w.letterhead();
  w.text("PROOF OF DELIVERY", { bold: true, size: 14 });
  w.row("House waybill (tracking number)", facts.trackingNumber, { bold: true });
  if (facts.master?.reference)
    w.row("Master shipment", `${facts.master.reference} (${facts.master.transportDocument})`);
  w.gap();
  w.text("Consignee", { bold: true });
  w.text(`${facts.customer.firstname} ${facts.customer.lastname} (suite ${facts.customer.suite})`);
  w.text(facts.deliveryAddress);
  w.gap();
  w.rule();
  w.row("Delivered", mailDateTime(new Date(proof.delivered_at)), { bold: true });
  w.row("Received by", proof.received_by, { bold: true });
  if (proof.delivery_code) w.row("Delivery code", proof.delivery_code);
  w.row("Recorded by", `${proof.recorded_by ?? "Staff"}, ${mailDateTime(new Date(proof.recorded_at))}`, {
    muted: true,
  });
  if (photo) {
    w.gap();
    w.text("Photo taken at delivery", { bold: true });
    await w.jpeg(photo);
  } else if (proof.photo) {
    w.text("A photo was taken at delivery; its file could not be read for this document.", { muted: true });
  }
  return w.save();
}
