import {
  type ChangePasswordFormInput,
  type ChangePasswordInput,
  changePasswordFormSchema,
} from "@app/shared/accounts/accounts";
import { Form, SubmitButton } from "./form";
import { useSchemaForm } from "./use-schema-form";
import { PasswordField } from "./password-field";

const EMPTY: ChangePasswordFormInput = { old_password: "", new_password: "", confirm_password: "" };

/**
 * Old, new and confirmed password (customers' profile and staff alike). `change` makes the call and shows its
 * toasts; the server's field messages (a wrong old password) land under the fields.
 */
export function ChangePasswordForm({ change }: { change: (input: ChangePasswordInput) => Promise<unknown> }) {
  const form = useSchemaForm(changePasswordFormSchema, {
    defaultValues: EMPTY,
    submit: async ({ old_password, new_password }) => {
      await change({ old_password, new_password });
      form.reset(EMPTY);
    },
  });
  const { errors } = form.formState;

  return (
    <Form form={form} className="max-w-md space-y-4">
      <PasswordField
        label="Old Password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...form.register("old_password")}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
        error={errors.new_password?.message}
        {...form.register("new_password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register("confirm_password")}
      />
      <p className="text-xs text-slate-500">Changing your password signs you out on every other device.</p>
      <SubmitButton busyLabel="Submitting...">Change Password</SubmitButton>
    </Form>
  );
}
