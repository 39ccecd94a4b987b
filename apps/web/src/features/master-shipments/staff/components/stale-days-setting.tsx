import { type MasterSettings, type MasterSettingsView, masterSettingsSchema } from "@app/shared/master-shipments/staff";
import { staffMasterShipmentsContract as op } from "@app/shared/master-shipments/staff.contract";
import { can } from "@app/shared/core/roles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AuditTrail } from "../../../../components/admin-list/audit-trail";
import { TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { call } from "../../../../lib/client";
import { useAdmin } from "../../../../lib/admin-session";
import { toastError, toastSuccess } from "../../../../lib/toast";

const settingsKey = ["admin-master-settings"] as const;
const TEXTS = {
  fetchFailed: "Could not load the master-shipment settings.",
  saveFailed: "Could not save the setting. Please try again.",
  saved: (days: number) => `Staff are alerted after ${days} day${days === 1 ? "" : "s"} without movement.`,
};

/**
 * Owners and managers set how many days a master may go without a milestone before they are e-mailed about it
 * (the daily stale-master alert). Renders nothing for other roles.
 */
export function StaleDaysSetting() {
  const admin = useAdmin();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => call(op.settings, {}, { fallback: TEXTS.fetchFailed }),
    enabled: can(admin.role, "settings.manage", admin.warehouses),
  });
  if (!can(admin.role, "settings.manage", admin.warehouses) || !settings.data) return null;
  return (
    <>
      <StaleDaysForm key={settings.data.stale_days} current={settings.data} />
      <AuditTrail entries={settings.data.history} title="Changes to this setting" level={3} />
    </>
  );
}

function StaleDaysForm({ current }: { current: MasterSettingsView }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: MasterSettings) => call(op.saveSettings, { body }, { fallback: TEXTS.saveFailed }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
  const form = useSchemaForm(masterSettingsSchema, {
    defaultValues: { stale_days: current.stale_days },
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      toastSuccess(TEXTS.saved(saved.stale_days));
    },
    onFailure: (error) => toastError(errorMessage(error, TEXTS.saveFailed)),
  });
  return (
    <Form
      form={form}
      aria-label="Stale master alert"
      className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Alert staff after this many days without movement"
        hint="Owners and managers get one e-mail a day listing masters with no milestone for this long."
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        wrapperClassName="w-full max-w-sm"
        error={form.formState.errors.stale_days?.message}
        {...form.register("stale_days")}
      />
      <SubmitButton busyLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}
