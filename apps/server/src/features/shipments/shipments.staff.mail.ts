import { COMPANY } from "@app/shared/core/company";
import { formatMoney } from "@app/shared/core/format";
import { mailDay } from "../../lib/mail/mail-dates.js";
import type { OutgoingMail } from "../../lib/mail/outbox.js";
import type { ShipmentRow } from "./shipments.staff.repository.js";

/** The customer a shipment's notifications go to (its account and the address it was registered with). */
export const customerOf = (shipment: ShipmentRow) => ({ id: shipment.user_id, email_address: shipment.email_address });

const trackingUrl = (publicUrl: string, trackingNumber: string) =>
  `${publicUrl}/track-package/${encodeURIComponent(trackingNumber)}`;

/** Tells the customer a shipment was registered for them. */
export function shipmentCreatedMail(shipment: ShipmentRow, firstname: string, publicUrl: string): OutgoingMail {
  return {
    to: shipment.email_address,
    subject: `Shipment ${shipment.tracking_number} registered`,
    content: {
      heading: "Your shipment has been registered",
      greeting: firstname,
      paragraphs: [`We have registered a shipment for you with ${COMPANY.name}.`],
      rows: [
        ["Tracking number", shipment.tracking_number],
        ["Status", shipment.shipment_status],
        ["Shipping cost", formatMoney(shipment.shipping_cost, shipment.currency)],
        ["Estimated delivery", mailDay(shipment.estimated_delivery_date)],
        ["Delivery address", shipment.delivery_address],
      ],
      action: { label: "Track your shipment", url: trackingUrl(publicUrl, shipment.tracking_number) },
    },
  };
}

/** Tells the customer their shipment's status changed (greeting them by name when it is known). */
export function shipmentStatusMail(
  shipment: ShipmentRow,
  previous: string,
  publicUrl: string,
  firstname?: string,
): OutgoingMail {
  return {
    to: shipment.email_address,
    subject: `Shipment ${shipment.tracking_number} is now ${shipment.shipment_status}`,
    content: {
      heading: `Your shipment is now ${shipment.shipment_status}`,
      greeting: firstname,
      paragraphs: [
        `The status of your shipment ${shipment.tracking_number} changed from ${previous} to ${shipment.shipment_status}.`,
      ],
      rows: [
        ["Tracking number", shipment.tracking_number],
        ["Status", shipment.shipment_status],
        ["Estimated delivery", mailDay(shipment.estimated_delivery_date)],
      ],
      action: { label: "Track your shipment", url: trackingUrl(publicUrl, shipment.tracking_number) },
    },
  };
}

/**
 * One customer's e-mail about a bulk status change: every shipment of theirs that changed, in one message
 * (a single shipment reads like the ordinary status e-mail), greeting them by name as that one does.
 */
export function shipmentsStatusDigestMail(
  changes: ReadonlyArray<{ shipment: ShipmentRow; previous: string }>,
  publicUrl: string,
  firstname?: string,
): OutgoingMail {
  const [first] = changes;
  if (!first) throw new Error("a status digest needs at least one changed shipment");
  if (changes.length === 1) return shipmentStatusMail(first.shipment, first.previous, publicUrl, firstname);
  const status = first.shipment.shipment_status;
  return {
    to: first.shipment.email_address,
    subject: `${changes.length} of your shipments are now ${status}`,
    content: {
      heading: `Your shipments are now ${status}`,
      greeting: firstname,
      paragraphs: [`The status of ${changes.length} of your shipments changed to ${status}:`],
      rows: changes.map(({ shipment, previous }) => [shipment.tracking_number, `${previous} → ${status}`]),
      action: { label: "View your shipments", url: `${publicUrl}/user/my-shipments` },
    },
  };
}
