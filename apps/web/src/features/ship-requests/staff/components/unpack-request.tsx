import { UNPACK_TEXTS, unpackShipRequestSchema } from "@app/shared/ship-requests/unpack.staff";
import { useUnpackShipRequest } from "../api/staff-ship-requests";
import { ReasonAction } from "./reason-action";

/**
 * "Unpack" on a packed request that was packed wrongly (wrong box or weight, a parcel that must not ship) while its
 * invoice is not paid in full (decisions 0150, 0158: a part the wallet paid goes back to it): a dialog asks the
 * reason, kept in the audit trail; Confirm cancels the invoice and the shipment and puts the request back to wait for
 * packing. A refusal (paid, a checkout open, on a master) shows in the dialog and in a toast.
 */
export function UnpackRequest({ requestId }: { requestId: number }) {
  const unpacking = useUnpackShipRequest(requestId);
  return (
    <ReasonAction
      schema={unpackShipRequestSchema}
      send={(reason) => unpacking.mutateAsync(reason)}
      texts={{
        button: "Unpack",
        title: `Unpack ship request #${requestId}?`,
        description:
          "Its invoice and shipment are cancelled, its parcels are ready to ship again and the request waits to be packed again. What the customer paid of the invoice from their wallet goes back to their wallet. The customer is e-mailed that the invoice was withdrawn. Not once the invoice is paid in full.",
        reasonLabel: "Reason (kept in the audit trail)",
        failed: UNPACK_TEXTS.failed,
      }}
    />
  );
}
