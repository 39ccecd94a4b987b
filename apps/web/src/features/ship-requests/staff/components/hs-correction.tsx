import { hsCorrectionSchema } from "@app/shared/ship-requests/packing.staff";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useCorrectHsCode } from "../api/staff-ship-requests";

/** "Correct HS code" on a declared line while the request waits to be packed (audited; the estimate follows). */
export function HsCorrection({
  requestId,
  line,
  current,
}: {
  requestId: number;
  line: number;
  current: string | null;
}) {
  const [open, setOpen] = useState(false);
  const correct = useCorrectHsCode(requestId);
  const form = useSchemaForm(hsCorrectionSchema, {
    defaultValues: { hs_code: current ?? "" },
    submit: async (values) => {
      const answer = await correct.mutateAsync({ line, hs_code: values.hs_code });
      toastSuccess(answer.message);
      setOpen(false);
    },
    onFailure: (error) => toastError(errorMessage(error, "Failed to correct the HS code.")),
  });
  if (!open)
    return (
      <Button
        variant="secondary"
        className="mt-1"
        onClick={() => setOpen(true)}
        aria-label={`Correct HS code of line ${line}`}
      >
        Correct HS code
      </Button>
    );
  return (
    <Form form={form} aria-label={`HS code of line ${line}`} className="mt-1 flex flex-wrap items-end gap-2">
      <TextField
        label={`New HS code, line ${line}`}
        inputMode="numeric"
        error={form.formState.errors.hs_code?.message}
        wrapperClassName="w-40"
        {...form.register("hs_code")}
      />
      <SubmitButton busyLabel="Saving...">Save code</SubmitButton>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </Form>
  );
}
