import {
  formatNotificationPhone,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  notificationSettingsSchema,
} from "@app/shared/notifications/notifications";
import { TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { useSavePreferences } from "../api/preferences";

/** The form's values: the grid as it is, the numbers as people read them (0803 123 4567). */
const valuesOf = (settings: NotificationSettings) => ({
  preferences: settings.preferences,
  sms_phone: formatNotificationPhone(settings.sms_phone),
  whatsapp_phone: formatNotificationPhone(settings.whatsapp_phone),
});

const PHONE_HINT = "Nigerian numbers as 0803 123 4567; a number abroad with its country code, e.g. +44 7911 123456.";

/**
 * The customer's notification settings: a grid of each kind of notification on each channel, and the numbers SMS
 * and WhatsApp go to (a channel can only be turned on with its number; the shared schema says so under the field).
 */
export function PreferencesForm({ settings }: { settings: NotificationSettings }) {
  const save = useSavePreferences();
  const form = useSchemaForm(notificationSettingsSchema, {
    defaultValues: valuesOf(settings),
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
    },
  });
  const { errors } = form.formState;
  const { register } = form;

  return (
    <Form form={form} className="grid gap-6">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">What we tell you, and how</legend>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Notification
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="px-2 py-2 text-center font-medium">
                    {NOTIFICATION_CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-3 pr-3 text-left font-normal text-slate-800">
                    {NOTIFICATION_KIND_LABELS[kind]}
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="px-2 py-3 text-center">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-700"
                        aria-label={`${NOTIFICATION_CHANNEL_LABELS[channel]}: ${NOTIFICATION_KIND_LABELS[kind]}`}
                        {...register(`preferences.${kind}.${channel}`)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Mobile number for SMS"
          type="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          hint={PHONE_HINT}
          error={errors.sms_phone?.message}
          {...register("sms_phone")}
        />
        <TextField
          label="WhatsApp number"
          type="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          hint={PHONE_HINT}
          error={errors.whatsapp_phone?.message}
          {...register("whatsapp_phone")}
        />
      </div>
      <p className="text-sm text-slate-600">
        Every notification has a link to turn that kind off. Messages about your password and account security are
        always sent by e-mail.
      </p>
      <div>
        <SubmitButton busyLabel="Saving...">Save Settings</SubmitButton>
      </div>
    </Form>
  );
}
