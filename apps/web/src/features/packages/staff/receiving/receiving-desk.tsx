import { WAREHOUSES } from "@app/shared/company";
import type { CustomerMatch } from "@app/shared/customers.staff";
import { CARRIERS } from "@app/shared/enums";
import { carrierTrackingSchema } from "@app/shared/packages";
import {
  ownerLabel,
  type ReceivedPackage,
  type ReceivePackageFields,
  receivePackageFieldsSchema,
  type TrackingLookup,
} from "@app/shared/packages.receiving.staff";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { CustomerPicker } from "../../../../components/admin-list/customer-picker";
import { RadioField } from "../../../../components/ui/radio-field";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { MeasuresFields } from "./measures-fields";
import { PhotoPicker } from "./photo-picker";
import { lookUpTracking, receiveParcel } from "./receiving-calls";

const DESK_KEY = "receiving-desk.settings";

/** The desk's own settings (its warehouse, the units it weighs and measures in), kept in this browser. */
function deskSettings(): Pick<ReceivePackageFields, "warehouse" | "weight_unit" | "length_unit"> {
  try {
    const saved = JSON.parse(localStorage.getItem(DESK_KEY) ?? "{}");
    return {
      warehouse: WAREHOUSES.some((w) => w.city === saved.warehouse) ? saved.warehouse : ("" as never),
      weight_unit: saved.weight_unit === "lb" ? "lb" : "kg",
      length_unit: saved.length_unit === "in" ? "in" : "cm",
    };
  } catch {
    return { warehouse: "" as never, weight_unit: "kg", length_unit: "cm" };
  }
}

const emptyParcel = (): ReceivePackageFields => ({
  carrier_tracking_number: "",
  carrier: "",
  owner_id: "",
  owner_unknown: "no",
  label_owner_text: "",
  store: "",
  description: "",
  weight: "",
  length: "",
  width: "",
  height: "",
  bin_location: "",
  condition: "good",
  condition_note: "",
  ...deskSettings(),
});

type Scan = { state: "idle" } | { state: "looking" } | ({ state: "done" } & TrackingLookup);

/**
 * The receiving desk, keyboard first: scan (or type) the tracking number and Enter looks up its pre-alert, which
 * fills owner and description; Enter moves to the next field; Enter on the bin location (the last field) or
 * Ctrl+Enter anywhere saves, and the form starts over with focus back in the tracking number.
 */
export function ReceivingDesk({ onReceived }: { onReceived: (parcel: ReceivedPackage) => void }) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [ownerText, setOwnerText] = useState("");
  const [scan, setScan] = useState<Scan>({ state: "idle" });
  const [announcement, setAnnouncement] = useState("");
  const ownerBox = useRef<HTMLDivElement>(null);

  const form = useSchemaForm(receivePackageFieldsSchema, {
    defaultValues: emptyParcel(),
    onSubmitStart: () => setPhotoError(undefined),
    submit: async (values) => {
      setProgress(0);
      try {
        const answer = await receiveParcel(values, photos, setProgress);
        onReceived(answer);
        toastSuccess(answer.message);
        const who = answer.owner ? ` for ${ownerLabel(answer.owner)}` : " for the unknown-owner queue";
        setAnnouncement(`${answer.message}${who}. Scan the next parcel.`);
        startOver();
      } finally {
        setProgress(undefined);
      }
    },
    fieldErrorHandlers: { photos: setPhotoError },
    onFailure: (error) => toastError(errorMessage(error, "Failed to save the parcel.")),
  });
  const { register, setValue, getValues, setFocus, watch } = form;
  const errors = form.formState.errors;
  const unknownOwner = watch("owner_unknown") === "yes";
  const damaged = watch("condition") === "damaged";

  useEffect(() => {
    setFocus("carrier_tracking_number");
  }, [setFocus]);

  const [warehouse, weightUnit, lengthUnit] = watch(["warehouse", "weight_unit", "length_unit"]);
  useEffect(() => {
    localStorage.setItem(DESK_KEY, JSON.stringify({ warehouse, weight_unit: weightUnit, length_unit: lengthUnit }));
  }, [warehouse, weightUnit, lengthUnit]);

  function startOver() {
    form.reset(emptyParcel());
    setPhotos([]);
    setOwnerText("");
    setScan({ state: "idle" });
    // After the reset has rendered.
    setTimeout(() => setFocus("carrier_tracking_number"), 0);
  }

  const focusOwner = () => ownerBox.current?.querySelector<HTMLInputElement>("input[role=combobox]")?.focus();

  const pickOwner = (owner: Pick<CustomerMatch, "id" | "name" | "suite_number">) => {
    setValue("owner_id", String(owner.id), { shouldValidate: form.formState.isSubmitted });
    setValue("owner_unknown", "no");
    setOwnerText(ownerLabel(owner));
  };

  async function lookUp() {
    const parsed = carrierTrackingSchema.safeParse(getValues("carrier_tracking_number"));
    if (!parsed.success) {
      form.setError("carrier_tracking_number", { message: parsed.error.issues[0]?.message });
      return;
    }
    form.clearErrors("carrier_tracking_number");
    setScan({ state: "looking" });
    try {
      const found = await lookUpTracking(parsed.data);
      setScan({ state: "done", ...found });
      if (found.already_received) {
        setFocus("carrier_tracking_number", { shouldSelect: true });
      } else if (found.pre_alert) {
        const pre = found.pre_alert;
        pickOwner(pre.owner);
        if (!getValues("description")) setValue("description", pre.description);
        if (!getValues("store") && pre.store) setValue("store", pre.store);
        if (!getValues("carrier") && pre.carrier) setValue("carrier", pre.carrier);
        setFocus("weight");
      } else {
        focusOwner();
      }
    } catch (error) {
      setScan({ state: "idle" });
      toastError(errorMessage(error, "Failed to look the tracking number up."));
    }
  }

  /** Enter moves on like a scanner desk expects; it saves on the last field, Ctrl+Enter saves anywhere. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      void form.onSubmit();
      return;
    }
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    if (target instanceof HTMLInputElement && (target.type === "file" || target.type === "radio")) return;
    event.preventDefault();
    if (target.name === "bin_location") {
      void form.onSubmit();
      return;
    }
    const fields = Array.from(event.currentTarget.elements).filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement && !["file", "radio", "hidden"].includes(el.type)) ||
        el instanceof HTMLSelectElement,
    );
    fields[fields.indexOf(target as HTMLInputElement) + 1]?.focus();
  };

  const tracking = register("carrier_tracking_number", {
    onChange: () => {
      if (scan.state === "idle") return;
      // A new number: whatever the last one's pre-alert filled in no longer applies.
      if (scan.state === "done" && scan.pre_alert) {
        setValue("owner_id", "");
        setOwnerText("");
      }
      setScan({ state: "idle" });
    },
  });

  return (
    <Form form={form} onKeyDown={onKeyDown} className="space-y-5" aria-label="Receive a parcel">
      <SelectField label="This desk's warehouse" required error={errors.warehouse?.message} {...register("warehouse")}>
        <option value="">Choose the warehouse</option>
        {WAREHOUSES.map((w) => (
          <option key={w.city} value={w.city}>
            {w.label}
          </option>
        ))}
      </SelectField>

      <div className="space-y-2">
        <TextField
          label="Carrier tracking number"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Scan the barcode or type the number, then Enter."
          error={errors.carrier_tracking_number?.message}
          {...tracking}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
              void lookUp();
            }
          }}
        />
        <ScanOutcome scan={scan} />
      </div>

      <div ref={ownerBox} className="space-y-3">
        <input type="hidden" {...register("owner_id")} />
        {!unknownOwner && (
          <CustomerPicker
            label="Owner"
            required
            text={ownerText}
            textOf={ownerLabel}
            onText={(text) => {
              setOwnerText(text);
              setValue("owner_id", "");
            }}
            onPick={(customer) => {
              pickOwner(customer);
              setTimeout(() => setFocus("description"), 0);
            }}
            hint="Suite number, name or e-mail; Up/Down and Enter to pick."
            error={errors.owner_id?.message}
          />
        )}
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={unknownOwner}
            onChange={(e) => {
              setValue("owner_unknown", e.target.checked ? "yes" : "no");
              if (e.target.checked) {
                setValue("owner_id", "");
                setOwnerText("");
                setTimeout(() => setFocus("label_owner_text"), 0);
              }
            }}
          />
          Owner unknown (the parcel goes to the unknown-owner queue)
        </label>
        {unknownOwner && (
          <TextField
            label="What the label says"
            required
            autoComplete="off"
            hint="The name or suite number written where the owner should be."
            error={errors.label_owner_text?.message}
            {...register("label_owner_text")}
          />
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Description"
          autoComplete="off"
          wrapperClassName="sm:col-span-2"
          error={errors.description?.message}
          {...register("description")}
        />
        <TextField label="Store or sender" autoComplete="off" error={errors.store?.message} {...register("store")} />
        <SelectField label="Carrier" error={errors.carrier?.message} {...register("carrier")}>
          <option value="">Not recorded</option>
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>

      <MeasuresFields form={form} />

      <PhotoPicker
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          setPhotoError(undefined);
        }}
        error={photoError}
        progress={progress}
      />

      <RadioField
        legend="Condition"
        options={[
          { value: "good", label: "Good" },
          { value: "damaged", label: "Damaged" },
        ]}
        error={errors.condition?.message}
        {...register("condition")}
      />
      {damaged && (
        <TextField
          label="What is damaged"
          required
          autoComplete="off"
          error={errors.condition_note?.message}
          {...register("condition_note")}
        />
      )}
      <TextField
        label="Bin location"
        autoComplete="off"
        autoCapitalize="characters"
        hint="Enter here saves (Ctrl+Enter saves from any field)."
        error={errors.bin_location?.message}
        {...register("bin_location")}
      />

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busyLabel="Saving...">Save parcel</SubmitButton>
        <button type="button" onClick={startOver} className="text-sm font-medium text-slate-700 underline">
          Clear the form
        </button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Form>
  );
}

/** What the scan found, said where the desk looks next. */
function ScanOutcome({ scan }: { scan: Scan }) {
  if (scan.state === "idle") return null;
  if (scan.state === "looking")
    return (
      <p role="status" className="text-sm text-slate-600">
        Looking up the tracking number...
      </p>
    );
  if (scan.already_received)
    return (
      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Already at the warehouse as {scan.already_received.package_code}. Check the number before saving.
      </p>
    );
  if (scan.pre_alert)
    return (
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
        Pre-alerted by {ownerLabel(scan.pre_alert.owner)}
        {scan.pre_alert.description ? `: ${scan.pre_alert.description}` : ""}
      </p>
    );
  return (
    <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
      No pre-alert for this number: find the owner by suite number, name or e-mail, or tick 'Owner unknown'.
    </p>
  );
}
