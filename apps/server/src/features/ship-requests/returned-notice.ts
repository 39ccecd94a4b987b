import { warehouseName } from "@app/shared/core/warehouse-names";
import type { OutgoingMail } from "../../lib/mail/outbox.js";

/**
 * The e-mail of a ship request staff returned to the customer (decision 0140): which request, the staff's reason in
 * their words, that the parcels are back in the customer's account, and what to do next (a new request without the
 * item, or contact us). An answer to the customer's own request, like a shop request's status, so it is always sent
 * (not a notification they can turn off).
 */
export function returnedRequestMail(input: {
  customer: { email_address: string; firstname: string };
  requestId: number;
  warehouse: string;
  reason: string;
  packageCodes: readonly string[];
  publicUrl: string;
}): OutgoingMail {
  const { customer, requestId } = input;
  const parcels = input.packageCodes.length === 1 ? "Your parcel is" : "Your parcels are";
  return {
    to: customer.email_address,
    subject: `We could not ship your ship request #${requestId}`,
    content: {
      heading: `Ship request #${requestId} was returned to you`,
      paragraphs: [
        `Hello ${customer.firstname},`,
        `We checked your ship request #${requestId} at our ${warehouseName(input.warehouse)} warehouse and could not ship it, so we cancelled it. The reason: ${input.reason}`,
        `${parcels} back in your account at the warehouse, as before you asked us to ship ${input.packageCodes.length === 1 ? "it" : "them"}. Nothing was charged.`,
        "You can submit a new ship request without the item, or contact us if you have a question about it.",
      ],
      rows: [
        ["Ship request", `#${requestId}`],
        [input.packageCodes.length === 1 ? "Parcel" : "Parcels", input.packageCodes.join(", ")],
      ],
      action: { label: "Submit a new ship request", url: `${input.publicUrl}/user/ship-requests/new` },
      links: [{ label: "Contact us", url: `${input.publicUrl}/user/support/form` }],
    },
  };
}
