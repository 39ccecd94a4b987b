import { PACKAGE_CONDITIONS } from "@app/shared/core/enums";
import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import {
  PACKAGE_STAFF_TEXTS as TEXTS,
  PACKAGE_TRANSITIONS,
  packageShelfEditSchema,
  packageStatusChangeSchema,
  type StaffPackage,
  type StaffPackageStatus,
} from "@app/shared/packages/staff";
import { can } from "@app/shared/core/roles";
import { SelectField, TextAreaField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { useAdmin } from "../../../../lib/admin-session";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useChangePackageStatus, useEditPackageShelf } from "../api/staff-package-calls";
import { AssignOwnerButton } from "./assign-owner-dialog";

const PANEL = "space-y-3 rounded-md border border-slate-200 bg-white p-4";

/** What staff may do on the package page: assign an unknown owner, change the status, the bin and the condition. */
export function PackageEdits({ pkg }: { pkg: StaffPackage }) {
  const admin = useAdmin();
  const canChange = can(admin.role, "packages.updateStatus", admin.warehouses);
  const next = PACKAGE_TRANSITIONS[pkg.status].filter((s) => s !== "ready_to_ship" || pkg.owner);
  return (
    <div className="no-print mt-6 grid gap-4 md:grid-cols-2">
      {!pkg.owner && can(admin.role, "packages.assignOwner", admin.warehouses) && (
        <section aria-label="Owner" className={`${PANEL} md:col-span-2`}>
          <h2 className="text-lg font-semibold text-slate-900">Unknown owner</h2>
          <p className="text-sm text-slate-600">
            {pkg.label_owner_text ? `The label says “${pkg.label_owner_text}”. ` : ""}
            Find the customer and assign the package to them.
          </p>
          <AssignOwnerButton packageId={pkg.id} packageCode={pkg.package_code} labelText={pkg.label_owner_text} />
        </section>
      )}
      {canChange && next.length > 0 && <StatusForm key={`${pkg.id}-${pkg.status}`} pkg={pkg} next={next} />}
      {canChange && <ShelfForm key={`${pkg.id}-${pkg.updated_at}`} pkg={pkg} />}
    </div>
  );
}

function StatusForm({ pkg, next }: { pkg: StaffPackage; next: readonly StaffPackageStatus[] }) {
  const change = useChangePackageStatus(pkg.id);
  const form = useSchemaForm(packageStatusChangeSchema, {
    defaultValues: { status: next[0], note: "" },
    submit: async (values) => {
      const answer = await change.mutateAsync(values);
      toastSuccess(answer.message);
    },
    onFailure: (error) => toastError(errorMessage(error, TEXTS.statusFailed)),
  });
  const disposing = form.watch("status") === "disposed";
  return (
    <Form form={form} className={PANEL} aria-label="Change status">
      <h2 className="text-lg font-semibold text-slate-900">Change status</h2>
      <SelectField label="New status" error={form.formState.errors.status?.message} {...form.register("status")}>
        {next.map((s) => (
          <option key={s} value={s}>
            {PACKAGE_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={disposing ? "Why is it disposed of?" : "Note (optional)"}
        required={disposing}
        rows={2}
        error={form.formState.errors.note?.message}
        {...form.register("note")}
      />
      <SubmitButton busyLabel="Saving...">Change status</SubmitButton>
    </Form>
  );
}

function ShelfForm({ pkg }: { pkg: StaffPackage }) {
  const edit = useEditPackageShelf(pkg.id);
  const form = useSchemaForm(packageShelfEditSchema, {
    defaultValues: {
      bin_location: pkg.bin_location ?? "",
      condition: pkg.condition ?? "good",
      condition_note: pkg.condition_note ?? "",
    },
    submit: async (values) => {
      const answer = await edit.mutateAsync(values);
      toastSuccess(answer.message);
    },
    onFailure: (error) => toastError(errorMessage(error, TEXTS.shelfFailed)),
  });
  const errors = form.formState.errors;
  return (
    <Form form={form} className={PANEL} aria-label="Bin and condition">
      <h2 className="text-lg font-semibold text-slate-900">Bin and condition</h2>
      <TextField label="Bin location" error={errors.bin_location?.message} {...form.register("bin_location")} />
      <SelectField label="Condition" error={errors.condition?.message} {...form.register("condition")}>
        {PACKAGE_CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {c === "good" ? "Good" : "Damaged"}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Condition note"
        rows={2}
        error={errors.condition_note?.message}
        {...form.register("condition_note")}
      />
      <SubmitButton busyLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}
