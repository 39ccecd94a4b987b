import { RETURN_TEXTS, returnToCustomerSchema } from "@app/shared/ship-requests/packing.staff";
import { useReturnToCustomer } from "../api/staff-ship-requests";
import { ReasonAction } from "./reason-action";

/**
 * "Return to customer" on a submitted request that cannot be shipped as it is (a line of a prohibited heading, most
 * often): a dialog asks the reason, which the customer reads in their e-mail; Confirm cancels the request as the
 * customer's own cancel does (decision 0140). A refusal (a request packed or cancelled meanwhile) shows in the
 * dialog; the answer's message goes to `onReturned`, which the card keeps on screen.
 */
export function ReturnToCustomer({
  requestId,
  onReturned,
}: {
  requestId: number;
  onReturned: (message: string) => void;
}) {
  const returning = useReturnToCustomer(requestId);
  return (
    <ReasonAction
      schema={returnToCustomerSchema}
      send={(reason) => returning.mutateAsync(reason)}
      onDone={onReturned}
      texts={{
        button: "Return to customer",
        title: `Return ship request #${requestId} to the customer?`,
        description:
          "The request is cancelled, its parcels go back to the customer's account as they were, and the customer is e-mailed your reason. This cannot be undone.",
        reasonLabel: "Reason (the customer reads it)",
        failed: RETURN_TEXTS.failed,
      }}
    />
  );
}
