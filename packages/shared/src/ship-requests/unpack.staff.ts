import { z } from "zod";
import { plainText } from "../core/plain-text.js";

/**
 * "Unpack" (decision 0150): staff undo the packing of a packed ship request, not paid in full, whose shipment has not
 * left. The invoice packing issued is cancelled (what the wallet paid of it goes back to the wallet: decision 0158),
 * its shipment cancelled, its stored duty removed, the parcels go back to ready to ship and the request to submitted,
 * to be packed again. The reason is required and kept in the audit trail.
 */
export const unpackShipRequestSchema = z.object({
  reason: z
    .string({ error: "Say why the request is unpacked" })
    .trim()
    .min(1, "Say why the request is unpacked")
    .max(500, "The reason can be at most 500 characters")
    .check(plainText("Reason", { multiline: true })),
});
export type UnpackShipRequestInput = z.input<typeof unpackShipRequestSchema>;

export const unpackShipRequestResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  status: z.enum(["submitted"]),
  /** The invoice packing issued, now cancelled. */
  invoice: z.object({ id: z.number(), transaction_id: z.string(), status: z.enum(["cancelled"]) }),
  /** The shipment packing opened, now cancelled. */
  shipment: z.object({ id: z.number(), tracking_number: z.string(), status: z.enum(["Cancelled"]) }),
});
export type UnpackShipRequestResponse = z.infer<typeof unpackShipRequestResponseSchema>;

/**
 * One unpacking of a request as staff see it on the packing table, read from its audit trail: when, who (their name
 * and role then, 'Ada Obi (manager)') and staff's reason. Never in a customer's answer (the reason is staff's).
 */
export const staffUnpackingSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  reason: z.string(),
});
export type StaffUnpacking = z.infer<typeof staffUnpackingSchema>;

export const UNPACK_TEXTS = {
  /** `returnedToWallet`: what the wallet had paid of the invoice and got back (decision 0158), e.g. '₦992.00'. */
  unpacked: (id: number, transactionId: string, returnedToWallet?: string) =>
    `Ship request #${id} was unpacked: invoice ${transactionId} and its shipment are cancelled${returnedToWallet ? `, the ${returnedToWallet} the customer paid of it from their wallet is back in their wallet` : ""}, the parcels are ready to ship again and the request waits to be packed. The customer was e-mailed.`,
  failed: "Failed to unpack the ship request.",
  alreadyUnpacked: (id: number) => `Ship request #${id} was already unpacked: it is waiting to be packed again.`,
  notPacked: (id: number, status: string) =>
    `Only a packed ship request can be unpacked: #${id} is ${status.toLowerCase()}.`,
  paid: (id: number, transactionId: string) =>
    `Ship request #${id} cannot be unpacked: its invoice ${transactionId} is paid. Refund the invoice instead.`,
  checkoutOpen: (id: number, transactionId: string, minutes: number) =>
    `Ship request #${id} cannot be unpacked now: its customer started paying invoice ${transactionId} by card. Try again once that checkout has ended (within ${minutes} minutes).`,
  invoiceNotOpen: (id: number, transactionId: string, status: string) =>
    `Ship request #${id} cannot be unpacked: its invoice ${transactionId} is ${status}.`,
  onMaster: (id: number) =>
    `Ship request #${id} cannot be unpacked: its shipment is loaded on a master shipment. Unload it first.`,
  moved: (id: number) =>
    `Ship request #${id} cannot be unpacked: its shipment has already moved (a milestone or a status change was recorded).`,
  dutyAssessed: (id: number) => `Ship request #${id} cannot be unpacked: customs have already assessed its duty.`,
} as const;
