import {
  CLAIM_SOURCE_LABELS,
  CONTESTED_TEXTS as TEXTS,
  type ContestedParcel,
  resolveClaimSchema,
} from "@app/shared/packages/claims.staff";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../lib/api";
import { useFieldErrors } from "../../../../lib/use-field-errors";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { ClaimReceipt } from "./claim-receipt";
import { useResolveContested } from "./contested-calls";

/** Every claim of a contested parcel, and the resolution: one claimant and the reason (required, audited). */
export function ResolveForm({ parcel }: { parcel: ContestedParcel }) {
  const [claimId, setClaimId] = useState<string>("");
  const [reason, setReason] = useState("");
  const { formRef, errors, showErrors } = useFieldErrors<{ claim_id?: string; reason?: string }>();
  const resolve = useResolveContested(parcel.id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resolveClaimSchema.safeParse({ claim_id: claimId, reason });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      showErrors(fields);
      return;
    }
    showErrors({});
    try {
      const answer = await resolve.mutateAsync(parsed.data);
      toastSuccess(answer.message);
    } catch (caught) {
      toastError(errorMessage(caught, TEXTS.resolveFailed));
    }
  };
  const reasonId = `reason-${parcel.id}`;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-3"
      aria-label={`Resolve ${parcel.package_code}`}
    >
      <fieldset className="space-y-2" aria-describedby={errors.claim_id ? `claim-error-${parcel.id}` : undefined}>
        <legend className="text-sm font-semibold text-slate-900">Claims: whose parcel is it?</legend>
        {parcel.claims.map((claim) => (
          // The receipt's link sits beside the label, not in it: the radio's name stays the claimant.
          <div key={claim.id} className="space-y-1 rounded-md border border-slate-200 p-2 text-sm text-slate-800">
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name={`claim-${parcel.id}`}
                value={claim.id}
                checked={claimId === String(claim.id)}
                onChange={() => setClaimId(String(claim.id))}
                aria-invalid={errors.claim_id ? true : undefined}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="font-medium">
                  {claim.owner.name} ({claim.owner.suite_number})
                </span>
                <span className="block text-slate-600">
                  {CLAIM_SOURCE_LABELS[claim.source]}
                  {claim.pre_alert
                    ? ` ${claim.pre_alert.package_code}${claim.pre_alert.description ? `: ${claim.pre_alert.description}` : ""}`
                    : ""}
                </span>
              </span>
            </label>
            {claim.pre_alert && (
              <div className="pl-6">
                <ClaimReceipt claim={claim} />
              </div>
            )}
          </div>
        ))}
        {errors.claim_id && (
          <p id={`claim-error-${parcel.id}`} className="text-sm text-red-700">
            {errors.claim_id}
          </p>
        )}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-900">
          Reason (kept with the audit trail; never shown to the customers)
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          maxLength={500}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        {errors.reason && (
          <p id={`${reasonId}-error`} className="text-sm text-red-700">
            {errors.reason}
          </p>
        )}
      </div>
      <Button type="submit" busy={resolve.isPending}>
        {resolve.isPending ? "Resolving..." : "Give the parcel to this claimant"}
      </Button>
    </form>
  );
}
