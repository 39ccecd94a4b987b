import { assessmentFormSchema, type AssessmentFormInput } from "@app/shared/customs/assessment";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { toastError, toastSuccess } from "../../../lib/toast";

/**
 * The assessed duty in naira, and a reason when it corrects a record (`reasonHint`: who reads it). One key per form
 * until it is saved: sending the same form again (a retry, a second click) records once on the server.
 */
export function AssessmentForm({
  correcting,
  label,
  hint,
  reasonHint,
  save,
}: {
  correcting: boolean;
  label: string;
  hint?: string;
  reasonHint?: string;
  save: (input: AssessmentFormInput) => Promise<{ message: string }>;
}) {
  const [values, setValues] = useState({ assessed: "", reason: "" });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { formRef, errors, showErrors } = useFieldErrors<Record<string, string>>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, idempotency_key: key };
    const checked = assessmentFormSchema.safeParse(input);
    const problems: Record<string, string> = checked.success
      ? {}
      : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
    if (correcting && !values.reason.trim()) problems.reason = "Reason is required";
    showErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const answer = await save(input);
      toastSuccess(answer.message);
      setValues({ assessed: "", reason: "" });
      setKey(crypto.randomUUID());
    } catch (e) {
      const fields = (e as { fields?: Record<string, string> }).fields;
      if (fields) showErrors(fields);
      toastError(errorMessage(e, "Could not record the assessed duty."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate aria-label={label}>
      <TextField
        label={correcting ? "Corrected assessed duty (₦)" : "Assessed duty and taxes (₦)"}
        name="assessed"
        inputMode="decimal"
        hint={hint}
        value={values.assessed}
        onChange={(e) => setValues((v) => ({ ...v, assessed: e.target.value }))}
        error={errors.assessed}
        required
      />
      {correcting ? (
        <TextAreaField
          label="Reason for the correction"
          name="reason"
          rows={2}
          hint={reasonHint}
          value={values.reason}
          onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
          error={errors.reason}
          required
        />
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy}>
          {busy ? "Recording..." : correcting ? "Record correction" : "Record assessed duty"}
        </Button>
      </div>
    </form>
  );
}
