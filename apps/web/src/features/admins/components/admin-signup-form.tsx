import {
  ADMIN_TEXTS,
  type AdminSignupFormInput,
  adminSignupFormSchema,
  STAFF_TEXTS,
  STAFF_WAREHOUSES_HINT,
} from "@app/shared/admins/admins";
import { ADMIN_ROLES } from "@app/shared/core/enums";
import { ROLE_LABELS } from "@app/shared/core/roles";
import { SelectField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { PasswordField } from "../../../components/ui/password-field";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { signUpAdmin } from "../api/sign-up-admin";
import { WarehouseChoice } from "./warehouse-choice";

const EMPTY: AdminSignupFormInput = {
  firstname: "",
  lastname: "",
  email: "",
  role: "" as AdminSignupFormInput["role"],
  password: "",
  confirmPassword: "",
  // No warehouse is chosen for the owner: where an account works is always a choice (decision 0128).
  all: false,
  warehouses: [],
};

/**
 * Creates another admin (owners only): 'Signup Success!' and a fresh form; the new admin verifies by e-mail. The
 * owner chooses where the account works (an owner's works everywhere).
 */
export function AdminSignupForm() {
  const form = useSchemaForm(adminSignupFormSchema, {
    defaultValues: EMPTY,
    submit: async (values) => {
      await signUpAdmin(values);
      toastSuccess(ADMIN_TEXTS.signupSuccess);
      form.reset(EMPTY);
    },
    onFailure: (error) => toastError(errorMessage(error, ADMIN_TEXTS.signupFailed)),
  });
  const { errors } = form.formState;
  const { register } = form;
  const role = form.watch("role");

  return (
    <Form form={form} className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" autoComplete="off" error={errors.firstname?.message} {...register("firstname")} />
      <TextField label="Last Name" autoComplete="off" error={errors.lastname?.message} {...register("lastname")} />
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register("email")} />
      <SelectField label="Role" error={errors.role?.message} {...register("role")}>
        <option value="">Select a role</option>
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
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
      {role === "owner" ? (
        <p className="text-sm text-slate-700 sm:col-span-2">{STAFF_TEXTS.ownerAllWarehouses}</p>
      ) : (
        <WarehouseChoice
          legend="Warehouses"
          hint={STAFF_WAREHOUSES_HINT}
          all={register("all")}
          warehouses={register("warehouses")}
          allChecked={form.watch("all")}
          error={errors.warehouses?.message}
          className="sm:col-span-2"
        />
      )}
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="LOADING...">CREATE</SubmitButton>
      </div>
    </Form>
  );
}
