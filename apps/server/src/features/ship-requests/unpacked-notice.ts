import { formatKobo } from "@app/shared/wallet/wallet";
import type { OutgoingMail } from "../../lib/mail/outbox.js";

/**
 * The e-mail of a ship request staff unpacked (decision 0150): the invoice packing sent is withdrawn (nothing to pay for
 * it, any payment started for it is not taken, what the wallet paid of it is back in the wallet: 0158), the tracking
 * number is no longer used, and the request will be packed again, with a new invoice e-mailed then. An answer about
 * the customer's own request and money, so it is always sent (not a notification they can turn off). Staff's reason
 * is kept in the audit trail, not quoted: it is written for staff.
 */
export function unpackedRequestMail(input: {
  customer: { email_address: string; firstname: string };
  requestId: number;
  invoice: { id: number; transaction_id: string };
  trackingNumber: string;
  /** What the wallet had paid of the invoice and got back with the unpacking (decision 0158), in kobo. */
  returnedKobo: number;
  publicUrl: string;
}): OutgoingMail {
  const { customer, requestId, invoice } = input;
  return {
    to: customer.email_address,
    subject: `Invoice ${invoice.transaction_id} was withdrawn: we will pack ship request #${requestId} again`,
    content: {
      heading: `We will pack ship request #${requestId} again`,
      paragraphs: [
        `Hello ${customer.firstname},`,
        `We need to pack your ship request #${requestId} again, so we withdrew its invoice ${invoice.transaction_id}: you have nothing to pay for it. Please do not pay it; a payment already started for it will not be taken as payment and is returned to you.`,
        ...(input.returnedKobo > 0
          ? [`${formatKobo(input.returnedKobo)} that you paid of it from your wallet is back in your wallet.`]
          : []),
        `The tracking number ${input.trackingNumber} is no longer used. Your parcels stay at the warehouse, ready to ship. When we have packed them again, we will e-mail you the new invoice and tracking number.`,
      ],
      rows: [
        ["Ship request", `#${requestId}`],
        ["Withdrawn invoice", invoice.transaction_id],
      ],
      action: { label: "View ship request", url: `${input.publicUrl}/user/ship-requests/${requestId}` },
      links: [{ label: "Contact us", url: `${input.publicUrl}/user/support/form` }],
    },
  };
}
