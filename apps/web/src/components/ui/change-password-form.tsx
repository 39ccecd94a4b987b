import { type ChangePasswordFormInput, type ChangePasswordInput, changePasswordFormSchema } from "@app/shared/accounts";
import { useForm } from "react-hook-form";
import { showServerFieldErrors } from "../../lib/server-field-errors";
import { zodResolver } from "../../lib/zod-resolver";
import { Button } from "./button";
import { PasswordField } from "./password-field";

const EMPTY: ChangePasswordFormInput = { old_password: "", new_password: "", confirm_password: "" };

/**
 * Old, new and confirmed password (customers' profile and staff alike). `change` makes the call and shows its
 * toasts; the server's field messages (a wrong old password) land under the fields.
 */
export function ChangePasswordForm({ change }: { change: (input: ChangePasswordInput) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    try {
      await change({ old_password, new_password });
      reset(EMPTY);
    } catch (error) {
      showServerFieldErrors(error, setError, ["old_password", "new_password"]);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <PasswordField
        label="Old Password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register("old_password")}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
        error={errors.new_password?.message}
        {...register("new_password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register("confirm_password")}
      />
      <p className="text-xs text-slate-500">Changing your password signs you out on every other device.</p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Change Password"}
      </Button>
    </form>
  );
}
