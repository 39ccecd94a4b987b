import { type StaffSetupFormInput, staffSetupFormSchema } from "@app/shared/setup/setup";
import { SETUP_TEXTS } from "@app/shared/setup/texts";
import { Link } from "../../../components/ui/link";
import { TextField } from "../../../components/ui/field";
import { Form, SubmitButton, useFormMessage } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { PasswordField } from "../../../components/ui/password-field";
import { errorMessage } from "../../../lib/api";
import { setUpOwner } from "../api/set-up-owner";

const EMPTY: StaffSetupFormInput = { firstname: "", lastname: "", email: "", password: "", confirmPassword: "" };

/**
 * The first owner's account, from the one-time setup link (its token rides in the URL fragment, which the browser
 * never sends to a server). Lives outside the back-office providers, so messages show inline.
 */
export function OwnerSetupForm({ token }: { token: string }) {
  const message = useFormMessage(token ? null : { kind: "error", text: SETUP_TEXTS.missingToken }, {
    focusSuccess: true,
  });
  const form = useSchemaForm(staffSetupFormSchema, {
    defaultValues: EMPTY,
    submit: async ({ confirmPassword: _confirm, ...values }) => {
      message.clear();
      const answer = await setUpOwner({ ...values, token });
      message.succeed(answer.message);
    },
    onFailure: (error) => message.fail(errorMessage(error, SETUP_TEXTS.failed)),
  });
  const { errors } = form.formState;
  const { register } = form;

  // The message's live regions stay put when the form gives way to the link, so its success is announced; the
  // success line takes the focus of the button that went with the form.
  return (
    <div className="space-y-4">
      {message.shown}
      {message.note?.kind === "success" ? (
        <Link to="/admin/login" className="font-semibold text-brand-700 underline">
          Go to Admin Login
        </Link>
      ) : (
        <Form form={form} className="space-y-4">
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register("firstname")}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register("lastname")}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register("email")}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <SubmitButton className="w-full" busyLabel="LOADING..." disabled={!token}>
            CREATE OWNER ACCOUNT
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
