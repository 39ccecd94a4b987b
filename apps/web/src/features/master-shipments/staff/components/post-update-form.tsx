import { CUSTOMS_REASON_LABELS, CUSTOMS_REASONS, MILESTONE_LABELS, MILESTONES } from "@app/shared/core/milestones";
import { type MasterUpdateInput, masterUpdateSchema, type StaffMasterDetail } from "@app/shared/master-shipments/staff";
import { useState } from "react";
import type { z } from "zod";
import { ConfirmDialog, loadConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { SelectField, TextAreaField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { RadioField } from "../../../../components/ui/radio-field";
import { placeServerFieldErrors, useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { instantOfLocal } from "../../../../lib/local-time";
import { MASTER_TEXTS as TEXTS, plural } from "../master-texts";

type Values = z.input<typeof masterUpdateSchema>;
type Answer = { update: { shipments_count: number; notified_count: number; opted_out_count: number } };
type Audience = StaffMasterDetail["audience"];

const KIND_OPTIONS = [
  { value: "milestone", label: "Milestone" },
  { value: "delay", label: "Delay notice" },
];
/**
 * The message goes on every linked shipment's tracking (portal and public page) and in the e-mails: one text for all
 * the master's customers, so it must not name one of them.
 */
const CUSTOMERS_SEE = `Customers see this: in their e-mail, their portal and public tracking. ${TEXTS.noteToEveryCustomer}`;
/** The internal note stays on this master's log: customers never see it. */
const STAFF_ONLY = "Staff only: kept on this master's log, never shown or sent to customers.";
const EMPTY: Values = {
  kind: "milestone",
  milestone: "" as never,
  place: "",
  note: "",
  internal_note: "",
  occurred_at: "",
};

/** What the update is called in the confirmation and the toast: its milestone, or 'Delay notice'. */
const titleOf = (u: MasterUpdateInput) => (u.kind === "milestone" ? MILESTONE_LABELS[u.milestone] : "Delay notice");

/** Before posting: who this kind of update reaches, and how many turned it off (they are not counted as notified). */
function confirmation(update: MasterUpdateInput | null, audience: Audience, shipmentsCount: number) {
  const { notified, opted_out } = update?.kind === "delay" ? audience.delays : audience.milestones;
  const skipped =
    opted_out === 0
      ? ""
      : ` ${plural(opted_out, "customer")} turned these notices off and ${opted_out === 1 ? "is" : "are"} skipped.`;
  return `${plural(notified, "customer")} will be notified (${plural(shipmentsCount, "shipment")} on this master), each by the channels they chose.${skipped}`;
}

/** After posting: what was done, counting only the customers actually notified. */
function postedMessage(title: string, update: Answer["update"]) {
  const optedOut = update.opted_out_count ? `, ${update.opted_out_count} opted out` : "";
  return `${title} posted on ${plural(update.shipments_count, "shipment")}; ${plural(update.notified_count, "customer")} notified${optedOut}.`;
}

/**
 * 'Post update': a milestone (in customs with its reason from the fixed list) or a delay notice (why, and the new
 * expected date). The shared masterUpdateSchema checks it; a confirmation says how many customers will be told
 * (by their choices for that kind) before anything is sent; the toast says how many shipments got the event and how
 * many customers were notified, and how many had opted out.
 */
export function PostUpdateForm({
  shipmentsCount,
  audience,
  delivered = false,
  onPost,
}: {
  shipmentsCount: number;
  audience: Audience;
  /** The master's last milestone is 'Delivered': a delay notice is no longer offered (the server refuses it). */
  delivered?: boolean;
  onPost: (input: MasterUpdateInput) => Promise<Answer>;
}) {
  const [confirming, setConfirming] = useState<MasterUpdateInput | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(masterUpdateSchema, {
    defaultValues: EMPTY,
    // Fields that are hidden (the customs reason, the delay's date) do not send what was typed before hiding them.
    shouldUnregister: true,
    submit: (values) => setConfirming({ ...values, occurred_at: instantOfLocal(values.occurred_at) }),
  });
  const { register, formState, watch } = form;
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (name: string) => errors[name]?.message;
  // The union's fields differ by kind: read them as plain values.
  const { kind, milestone } = watch() as { kind?: string; milestone?: string };
  const post = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const { update } = await onPost(confirming);
      toastSuccess(postedMessage(titleOf(confirming), update));
      setConfirming(null);
      form.reset(EMPTY);
    } catch (failure) {
      placeServerFieldErrors(failure, form.setError);
      toastError(errorMessage(failure, TEXTS.postFailed));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Form form={form} className="space-y-4" aria-label="Post update">
        <RadioField
          legend="Kind of update"
          options={delivered ? KIND_OPTIONS.filter((o) => o.value !== "delay") : KIND_OPTIONS}
          {...register("kind")}
        />
        {delivered && <p className="text-sm text-slate-600">{TEXTS.noDelayAfterDelivery}</p>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {kind === "delay" ? (
            <>
              <TextAreaField
                label="Reason for the delay"
                required
                hint={CUSTOMERS_SEE}
                rows={2}
                wrapperClassName="sm:col-span-2"
                error={error("note")}
                {...register("note")}
              />
              <TextField
                label="New expected arrival date"
                type="date"
                required
                error={error("new_expected_date")}
                {...register("new_expected_date" as never)}
              />
            </>
          ) : (
            <>
              <SelectField label="Milestone" required error={error("milestone")} {...register("milestone" as never)}>
                <option value="">Choose…</option>
                {MILESTONES.map((m) => (
                  <option key={m} value={m}>
                    {MILESTONE_LABELS[m]}
                  </option>
                ))}
              </SelectField>
              {milestone === "in_customs" && (
                <SelectField
                  label="Customs reason"
                  required
                  error={error("customs_reason")}
                  {...register("customs_reason")}
                >
                  <option value="">Choose…</option>
                  {CUSTOMS_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {CUSTOMS_REASON_LABELS[r]}
                    </option>
                  ))}
                </SelectField>
              )}
            </>
          )}
          <TextField label="Place" error={error("place")} {...register("place")} />
          <TextField
            label="Occurred at"
            type="datetime-local"
            hint="Leave empty for now."
            error={error("occurred_at")}
            {...register("occurred_at")}
          />
          {kind !== "delay" && (
            <TextAreaField
              label="Message to customers"
              hint={CUSTOMERS_SEE}
              rows={2}
              wrapperClassName="sm:col-span-2"
              error={error("note")}
              {...register("note")}
            />
          )}
          <TextAreaField
            label="Internal note"
            hint={STAFF_ONLY}
            rows={2}
            wrapperClassName="sm:col-span-2"
            error={error("internal_note")}
            {...register("internal_note")}
          />
        </div>
        <SubmitButton busyLabel="Checking..." onPointerEnter={() => void loadConfirmDialog()}>
          Post update
        </SubmitButton>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Post '${titleOf(confirming)}'?` : "Post update?"}
        description={confirmation(confirming, audience, shipmentsCount)}
        busy={busy}
        confirmLabel="Post and notify"
        onConfirm={() => void post()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
