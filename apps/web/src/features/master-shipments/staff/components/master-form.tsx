import { WAREHOUSES } from "@app/shared/core/company";
import {
  MASTER_MODE_LABELS,
  MASTER_MODES,
  type MasterForm as MasterFormValues,
  type MasterMode,
  type MasterRow,
  masterFormSchema,
  TRANSPORT_DOCUMENT_LABELS,
} from "@app/shared/master-shipments/staff";
import type { z } from "zod";
import { Button } from "../../../../components/ui/button";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { RadioField } from "../../../../components/ui/radio-field";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError } from "../../../../lib/toast";
import { instantOfLocal, localInputOf } from "../../../../lib/local-time";

type Values = z.input<typeof masterFormSchema>;

export const EMPTY_MASTER_FORM: Values = {
  mode: "air",
  carrier: "",
  transport_document: "",
  origin: WAREHOUSES[0]!.city,
  destination: "Lagos, Nigeria",
  cutoff_at: "",
  departure_date: "",
  expected_arrival_date: "",
};

/** A master's facts as the form's starting values (for editing it). */
export function formValuesOfMaster(master: MasterRow): Values {
  return {
    mode: master.mode,
    carrier: master.carrier,
    transport_document: master.transport_document,
    origin: master.origin as Values["origin"],
    destination: master.destination,
    cutoff_at: localInputOf(master.cutoff_at),
    departure_date: master.departure_date ?? "",
    expected_arrival_date: master.expected_arrival_date ?? "",
  };
}

/**
 * A master's facts, checked by the server's own masterFormSchema. The transport document's label follows the mode
 * (air waybill for a flight, bill of lading for a vessel). The cut-off is entered in the staff member's time zone.
 */
export function MasterForm({
  defaults,
  originFixed = false,
  submitLabel,
  failure,
  onSubmit,
  onCancel,
}: {
  defaults: Values;
  /** Shipments are loaded: the origin warehouse cannot change. */
  originFixed?: boolean;
  submitLabel: string;
  /** The fallback text of a failed save. */
  failure: string;
  onSubmit: (values: MasterFormValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useSchemaForm(masterFormSchema, {
    defaultValues: defaults,
    submit: (values) => onSubmit({ ...values, cutoff_at: instantOfLocal(values.cutoff_at) }),
    onFailure: (error) => toastError(errorMessage(error, failure)),
  });
  const { register, formState, watch } = form;
  const error = (name: keyof Values) => formState.errors[name]?.message as string | undefined;
  const mode = (watch("mode") as MasterMode) || "air";
  return (
    <Form form={form} className="max-w-3xl space-y-5" aria-label={submitLabel}>
      <RadioField
        legend="Mode"
        required
        options={MASTER_MODES.map((m) => ({ value: m, label: MASTER_MODE_LABELS[m] }))}
        error={error("mode")}
        {...register("mode")}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Carrier" required autoComplete="off" error={error("carrier")} {...register("carrier")} />
        <TextField
          label={TRANSPORT_DOCUMENT_LABELS[mode]}
          required
          autoComplete="off"
          error={error("transport_document")}
          {...register("transport_document")}
        />
        <SelectField
          label="Origin warehouse"
          required
          hint={originFixed ? "Shipments are loaded: the origin cannot change." : undefined}
          error={error("origin")}
          {...register("origin")}
        >
          {/* Fixed: its one option (a disabled select would send no value). */}
          {WAREHOUSES.filter((w) => !originFixed || w.city === defaults.origin).map((w) => (
            <option key={w.city} value={w.city}>
              {w.label}
            </option>
          ))}
        </SelectField>
        <TextField label="Destination" required error={error("destination")} {...register("destination")} />
        <TextField
          label="Cut-off (last drop at the warehouse)"
          type="datetime-local"
          error={error("cutoff_at")}
          {...register("cutoff_at")}
        />
        <TextField label="Departure date" type="date" error={error("departure_date")} {...register("departure_date")} />
        <TextField
          label="Expected arrival date"
          type="date"
          error={error("expected_arrival_date")}
          {...register("expected_arrival_date")}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busyLabel="Saving...">{submitLabel}</SubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
