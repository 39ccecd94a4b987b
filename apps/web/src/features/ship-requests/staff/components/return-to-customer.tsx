import { RETURN_TEXTS, returnToCustomerSchema } from "@app/shared/ship-requests/packing.staff";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { ConfirmDialog, loadConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { FormMessage, TextAreaField } from "../../../../components/ui/field";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useReturnToCustomer } from "../api/staff-ship-requests";

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
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const returning = useReturnToCustomer(requestId);
  const form = useSchemaForm(returnToCustomerSchema, {
    defaultValues: { reason: "" },
    onSubmitStart: () => setFailure(null),
    submit: async ({ reason }) => {
      const answer = await returning.mutateAsync(reason);
      setOpen(false);
      form.reset();
      toastSuccess(answer.message);
      onReturned(answer.message);
    },
    onFailure: (error) => {
      const message = errorMessage(error, RETURN_TEXTS.failed);
      setFailure(message);
      toastError(message);
    },
  });
  const confirm = async () => {
    await form.onSubmit();
    // A reason the schema refuses: its message shows under the field; the keyboard goes there too.
    if (form.getFieldState("reason").invalid) form.setFocus("reason");
  };
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadConfirmDialog()}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        Return to customer
      </Button>
      <ConfirmDialog
        open={open}
        title={`Return ship request #${requestId} to the customer?`}
        description="The request is cancelled, its parcels go back to the customer's account as they were, and the customer is e-mailed your reason. This cannot be undone."
        busy={form.pending}
        confirmLabel={form.pending ? "Returning..." : "Return to customer"}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          form.clearErrors();
        }}
      >
        <TextAreaField
          label="Reason (the customer reads it)"
          required
          rows={4}
          maxLength={500}
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
      </ConfirmDialog>
    </>
  );
}
