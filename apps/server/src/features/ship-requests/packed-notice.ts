import { mailDay } from "../../lib/mail/mail-dates.js";
import { PACKING_PHOTOS_IN_MAIL } from "@app/shared/ship-requests/packing.staff";
import type { MailAttachment } from "../../db/schema.js";
import type { CustomerNotice } from "../../lib/notify/notify.js";

/**
 * THE e-mail of packing (issue 31: packing used to send three, and the "packed" one had no amount): the amount to pay,
 * the invoice and tracking number, the boxes, and the packing photos. The photos go inline (attachments by cid, as
 * the arrival notice sends the parcel's photo): only the recipient holds them, and the "View and pay your invoice"
 * button opens the invoice, where every photo is shown to the signed-in customer (served only to them and staff).
 */
export function packedNotice(input: {
  customer: { id: number; email_address: string; firstname: string };
  requestId: number;
  boxes: number;
  amountText: string;
  invoice: { id: number; transaction_id: string; due_date: Date };
  trackingNumber: string;
  weights: { before_grams: number; after_grams: number };
  photos: ReadonlyArray<{ name: string; mime: string }>;
  publicUrl: string;
}): CustomerNotice {
  const { customer, requestId } = input;
  const invoiceUrl = `${input.publicUrl}/user/invoice/${input.invoice.id}`;
  const attachments: MailAttachment[] = input.photos.slice(0, PACKING_PHOTOS_IN_MAIL).map((photo, i) => ({
    upload: photo.name,
    filename: `ship-request-${requestId}-packing-${i + 1}.${photo.name.split(".").pop()}`,
    contentType: photo.mime,
    cid: `ship-request-${requestId}-packing-${i + 1}@packing`,
  }));
  const more = input.photos.length - attachments.length;
  const photoText =
    input.photos.length === 0
      ? []
      : [
          more > 0
            ? `Here are ${attachments.length} of the ${input.photos.length} photos we took while packing; your invoice shows them all.`
            : `Here ${input.photos.length === 1 ? "is the photo" : "are the photos"} we took while packing.`,
        ];
  const boxes = input.boxes === 1 ? "one box" : `${input.boxes} boxes`;
  return {
    customer,
    kind: "invoice",
    email: {
      subject: `Your ship request #${requestId} is packed: ${input.amountText} to pay`,
      content: {
        heading: "Your parcels are packed",
        paragraphs: [
          `Hello ${customer.firstname},`,
          `We packed your ship request #${requestId} into ${boxes}. The amount to pay is ${input.amountText}.`,
          "Your invoice shows how each charge was calculated. Pay it to send your shipment on its way.",
          ...photoText,
        ],
        images: attachments.map((a, i) => ({
          cid: a.cid,
          alt: `Packing photo ${i + 1} of ship request #${requestId}`,
        })),
        rows: [
          ["Amount to pay", input.amountText],
          ["Invoice", input.invoice.transaction_id],
          ["Due date", mailDay(input.invoice.due_date)],
          ["Tracking number", input.trackingNumber],
          ["Boxes", String(input.boxes)],
          ["Weight before packing", `${(input.weights.before_grams / 1000).toFixed(2)} kg`],
          ["Weight after packing", `${(input.weights.after_grams / 1000).toFixed(2)} kg`],
        ],
        action: { label: "View and pay your invoice", url: invoiceUrl },
      },
      attachments,
    },
    text: `Swiftway: ship request #${requestId} is packed; ${input.amountText} to pay (invoice ${input.invoice.transaction_id}). ${invoiceUrl}`,
  };
}
