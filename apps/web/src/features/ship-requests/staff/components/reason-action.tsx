import type { returnToCustomerSchema } from "@app/shared/ship-requests/packing.staff";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { ConfirmDialog, loadConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { FormMessage, TextAreaField } from "../../../../components/ui/field";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";

/**
 * A ship request action that cannot be undone and needs a reason (return to customer, unpack): a button opens a
 * confirmation dialog asking the reason (the schema's rule, shown under the field); Confirm sends it (the dialog says "Saving..." meanwhile),
 * and a toast tells the answer. A refusal (the request changed meanwhile, a payment) also shows in the dialog, which
 * keeps the reason; the answer's message goes to `onDone`.
 */
export function ReasonAction({
  schema,
  send,
  texts,
  onDone,
}: {
  /** Any schema of this shape: `{ reason }`, required, as the server checks it. */
  schema: typeof returnToCustomerSchema;
  send: (reason: string) => Promise<{ message: string }>;
  texts: {
    button: string;
    title: string;
    description: string;
    reasonLabel: string;
    failed: string;
  };
  onDone?: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(schema, {
    defaultValues: { reason: "" },
    onSubmitStart: () => setFailure(null),
    submit: async ({ reason }) => {
      const answer = await send(reason);
      setOpen(false);
      form.reset();
      toastSuccess(answer.message);
      onDone?.(answer.message);
    },
    onFailure: (error) => {
      const message = errorMessage(error, texts.failed);
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
        {texts.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={texts.title}
        description={texts.description}
        busy={form.pending}
        confirmLabel={texts.button}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          form.clearErrors();
        }}
      >
        <TextAreaField
          label={texts.reasonLabel}
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
