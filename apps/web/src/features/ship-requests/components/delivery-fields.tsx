import {
  LAGOS_OFFICES,
  NIGERIAN_STATES,
  type ShipRequestForm,
  type ShipRequestFormInput,
} from "@app/shared/ship-requests/ship-requests";
import { lgasOf } from "@app/shared/ship-requests/lgas";
import type { UseFormReturn } from "react-hook-form";
import { RadioField } from "../../../components/ui/radio-field";
import { SelectField, TextField } from "../../../components/ui/field";

type Form = UseFormReturn<ShipRequestFormInput, unknown, ShipRequestForm>;

/** Door delivery in Nigeria (street, landmark, city, state, its LGA from the list, phone) or pickup at one of our Lagos offices. */
export function DeliveryFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const delivery = form.watch("delivery");
  // The official list of the chosen state (lgas.ts); the server checks the same list.
  const lgas = lgasOf(form.watch("state") as string | null | undefined);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">Delivery</legend>
      <RadioField
        legend="How you receive it"
        options={[
          { value: "door", label: "Deliver to my door" },
          { value: "office_pickup", label: "Pick up at a Lagos office" },
        ]}
        error={errors.delivery?.message}
        {...form.register("delivery")}
      />
      {delivery === "office_pickup" ? (
        <SelectField label="Office" required error={errors.office?.message} {...form.register("office")}>
          <option value="">Choose an office</option>
          {LAGOS_OFFICES.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Street address"
            required
            autoComplete="street-address"
            wrapperClassName="sm:col-span-2"
            error={errors.street?.message}
            {...form.register("street")}
          />
          <TextField
            label="Nearest landmark"
            required
            hint="What a courier can ask for, e.g. 'Opposite the Mobil filling station'."
            wrapperClassName="sm:col-span-2"
            error={errors.landmark?.message}
            {...form.register("landmark")}
          />
          <TextField label="City or town" required error={errors.city?.message} {...form.register("city")} />
          <SelectField
            label="State"
            required
            error={errors.state?.message}
            {...form.register("state", {
              // A new state's list may not hold the LGA chosen before: choose again.
              onChange: (event) => {
                if (!lgasOf(event.target.value).includes(String(form.getValues("lga") ?? ""))) form.setValue("lga", "");
              },
            })}
          >
            <option value="">Choose a state</option>
            {NIGERIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Local government area (LGA)"
            required
            disabled={lgas.length === 0}
            hint={lgas.length === 0 ? "Choose the state first." : undefined}
            error={errors.lga?.message}
            {...form.register("lga")}
          >
            <option value="">{lgas.length === 0 ? "Choose the state first" : "Choose an LGA"}</option>
            {lgas.map((lga) => (
              <option key={lga} value={lga}>
                {lga}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <TextField
        label="Phone number"
        required
        type="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        hint="A Nigerian number the courier can call."
        error={errors.phone?.message}
        {...form.register("phone")}
      />
    </fieldset>
  );
}
