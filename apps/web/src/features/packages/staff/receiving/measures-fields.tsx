import { PRESET_BOXES } from "@app/shared/packages/packages";
import type { ReceivePackageFields, ReceivePackageInput } from "@app/shared/packages/receiving.staff";
import { LENGTH_UNITS, WEIGHT_UNITS } from "@app/shared/core/units";
import type { UseFormReturn } from "react-hook-form";
import { TextField } from "../../../../components/ui/field";

export type DeskForm = UseFormReturn<ReceivePackageFields, unknown, ReceivePackageInput>;

/** A unit switch (kg | lb, cm | in) as a radio group that looks like two joined buttons. */
function UnitToggle({
  legend,
  units,
  form,
  name,
}: {
  legend: string;
  units: readonly string[];
  form: DeskForm;
  name: "weight_unit" | "length_unit";
}) {
  return (
    <fieldset className="shrink-0">
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex overflow-hidden rounded-md border border-slate-300">
        {units.map((unit) => (
          <label
            key={unit}
            className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input type="radio" value={unit} className="sr-only" {...form.register(name)} />
            {unit}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Weight with kg/lb, and length × width × height with cm/in and the preset boxes (which fill centimetres). */
export function MeasuresFields({ form }: { form: DeskForm }) {
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const lengthUnit = form.watch("length_unit");
  const weightUnit = form.watch("weight_unit");
  const fillBox = (box: (typeof PRESET_BOXES)[number]) => {
    setValue("length_unit", "cm");
    for (const side of ["length", "width", "height"] as const)
      setValue(side, String(box[side]), { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };
  return (
    <div className="space-y-4">
      <div className="flex items-end gap-2">
        <TextField
          label={`Weight (${weightUnit})`}
          required
          inputMode="decimal"
          autoComplete="off"
          wrapperClassName="flex-1"
          error={errors.weight?.message}
          {...register("weight")}
        />
        <div className={errors.weight ? "mb-7" : ""}>
          <UnitToggle legend="Weight unit" units={WEIGHT_UNITS} form={form} name="weight_unit" />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="block text-sm font-medium text-slate-700">Dimensions ({lengthUnit})</legend>
        <div className="flex flex-wrap gap-2">
          {PRESET_BOXES.map((box) => (
            <button
              key={box.name}
              type="button"
              onClick={() => fillBox(box)}
              className="rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
            >
              {box.name} {box.length}×{box.width}×{box.height} cm
            </button>
          ))}
        </div>
        <div className="flex items-start gap-2">
          {(["length", "width", "height"] as const).map((side) => (
            <TextField
              key={side}
              label={side[0]!.toUpperCase() + side.slice(1)}
              required
              inputMode="decimal"
              autoComplete="off"
              wrapperClassName="min-w-0 flex-1"
              error={errors[side]?.message}
              {...register(side)}
            />
          ))}
          <div className="pt-6">
            <UnitToggle legend="Dimension unit" units={LENGTH_UNITS} form={form} name="length_unit" />
          </div>
        </div>
      </fieldset>
    </div>
  );
}
