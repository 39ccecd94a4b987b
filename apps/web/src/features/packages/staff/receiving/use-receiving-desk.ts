import { WAREHOUSES, type WarehouseOption } from "@app/shared/core/company";
import type { CustomerMatch } from "@app/shared/customers/staff";
import { carrierTrackingSchema } from "@app/shared/packages/packages";
import {
  ownerLabel,
  type ReceivedPackage,
  type ReceivePackageFields,
  receivePackageFieldsSchema,
  type TrackingLookup,
} from "@app/shared/packages/receiving.staff";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { lookUpTracking, receiveParcel } from "./receiving-calls";
const DESK_KEY = "receiving-desk.settings";

/** The warehouses a desk may receive at: the signed-in account's (`warehouses`, null for all of them). */
export function deskWarehouses(warehouses: readonly string[] | null): readonly WarehouseOption[] {
  return warehouses === null ? WAREHOUSES : WAREHOUSES.filter((w) => warehouses.includes(w.city));
}

/**
 * The desk's own settings (its warehouse, the units it weighs and measures in), kept in this browser; a saved
 * warehouse the signed-in account does not work at is not offered (the save would be refused).
 */
function deskSettings(
  choices: readonly WarehouseOption[],
): Pick<ReceivePackageFields, "warehouse" | "weight_unit" | "length_unit"> {
  try {
    const saved = JSON.parse(localStorage.getItem(DESK_KEY) ?? "{}");
    return {
      warehouse: choices.some((w) => w.city === saved.warehouse) ? saved.warehouse : ("" as never),
      weight_unit: saved.weight_unit === "lb" ? "lb" : "kg",
      length_unit: saved.length_unit === "in" ? "in" : "cm",
    };
  } catch {
    return { warehouse: "" as never, weight_unit: "kg", length_unit: "cm" };
  }
}

const emptyParcel = (choices: readonly WarehouseOption[]): ReceivePackageFields => ({
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
  ...deskSettings(choices),
});

/**
 * What a screen reader is told after a save: the server's message (a whole sentence: 'Received SWP100073.', or the
 * contested queue's), whose parcel it is, and what to do next, as sentences of their own.
 */
export function announcementOf(answer: Pick<ReceivedPackage, "message" | "owner" | "contested">): string {
  const whose = answer.owner
    ? `It belongs to ${ownerLabel(answer.owner)}.`
    : answer.contested
      ? ""
      : "It goes to the unknown-owner queue.";
  const message = answer.message.trim();
  const said = /[.!?]$/.test(message) ? message : `${message}.`;
  return [said, whose, "Scan the next parcel."].filter(Boolean).join(" ");
}

/** The fields a pre-alert can fill in at the desk besides the owner. */
type PreAlertField = "description" | "store" | "carrier";

/** The owner as the clerk left it before a pre-alert filled it in: a customer picked, or 'Owner unknown' ticked. */
type OwnerChoice = Pick<ReceivePackageFields, "owner_id" | "owner_unknown"> & { text: string };

export type Scan = { state: "idle" } | { state: "looking" } | ({ state: "done" } & TrackingLookup);

/**
 * The receiving desk's state and behaviour (the form, the scan's lookup, the owner, the photos, the keyboard): the
 * tracking number's Enter looks up its pre-alert, which fills owner and description; Enter moves to the next field;
 * Enter on the bin location or Ctrl+Enter anywhere saves, and the form starts over with focus in the tracking number.
 * `warehouses` are those the desk offers (deskWarehouses): a saved warehouse outside them is not restored.
 */
export function useReceivingDesk(
  onReceived: (parcel: ReceivedPackage) => void,
  warehouses: readonly WarehouseOption[],
) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [ownerText, setOwnerText] = useState("");
  const [scan, setScan] = useState<Scan>({ state: "idle" });
  const [announcement, setAnnouncement] = useState("");
  const [lastSaved, setLastSaved] = useState<ReceivedPackage>();
  /** What the last pre-alert filled in: a new number takes it all back, or it would go out with another parcel. */
  const filledFromPreAlert = useRef<PreAlertField[]>([]);
  /** The clerk's own owner choice the last pre-alert replaced: taking the pre-alert back restores it. */
  const ownerBeforePreAlert = useRef<OwnerChoice | null>(null);
  const ownerBox = useRef<HTMLDivElement>(null);
  /** The outcome of the last save, at the top of the form: on a phone it is scrolled to, not left at the bottom. */
  const savedBox = useRef<HTMLDivElement>(null);

  const form = useSchemaForm(receivePackageFieldsSchema, {
    defaultValues: emptyParcel(warehouses),
    onSubmitStart: () => setPhotoError(undefined),
    submit: async (values) => {
      setProgress(0);
      try {
        const answer = await receiveParcel(values, photos, setProgress);
        onReceived(answer);
        toastSuccess(answer.message);
        setAnnouncement(announcementOf(answer));
        setLastSaved(answer);
        startOver(true);
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

  /** A fresh form, focus in the tracking number; after a save the saved parcel's outcome is brought into view. */
  function startOver(saved = false) {
    form.reset(emptyParcel(warehouses));
    filledFromPreAlert.current = [];
    ownerBeforePreAlert.current = null;
    setPhotos([]);
    setOwnerText("");
    setScan({ state: "idle" });
    // After the reset (and the outcome) have rendered.
    setTimeout(() => {
      const box = savedBox.current;
      if (!saved || !box) return setFocus("carrier_tracking_number");
      box.scrollIntoView?.({ block: "start" });
      // The tracking number sits just below the outcome: focus it without scrolling the outcome away.
      box
        .closest("form")
        ?.querySelector<HTMLInputElement>('input[name="carrier_tracking_number"]')
        ?.focus({ preventScroll: true });
    }, 0);
  }

  const focusOwner = () => ownerBox.current?.querySelector<HTMLInputElement>("input[role=combobox]")?.focus();

  const pickOwner = (owner: Pick<CustomerMatch, "id" | "name" | "suite_number">) => {
    setValue("owner_id", String(owner.id), { shouldValidate: form.formState.isSubmitted });
    setValue("owner_unknown", "no");
    setOwnerText(ownerLabel(owner));
  };

  /**
   * The pre-alert's owner (the clerk's own choice kept aside), and its description, store and carrier where the clerk
   * has not typed them already.
   */
  function fillFromPreAlert(pre: NonNullable<TrackingLookup["pre_alert"]>) {
    const [owner_id, owner_unknown] = getValues(["owner_id", "owner_unknown"]);
    ownerBeforePreAlert.current = { owner_id, owner_unknown, text: ownerText };
    pickOwner(pre.owner);
    const filled: PreAlertField[] = [];
    for (const [field, value] of [
      ["description", pre.description],
      ["store", pre.store],
      ["carrier", pre.carrier],
    ] as const) {
      if (getValues(field) || !value) continue;
      setValue(field, value as never);
      filled.push(field);
    }
    filledFromPreAlert.current = filled;
  }

  /**
   * A new number: whatever the last one's pre-alert filled in no longer applies, even if the clerk edited it since;
   * the owner goes back to the clerk's own choice before it (a customer picked, 'Owner unknown' ticked, or none).
   */
  function forgetPreAlert() {
    for (const field of filledFromPreAlert.current) setValue(field, "");
    const before = ownerBeforePreAlert.current;
    if (before) {
      setValue("owner_id", before.owner_id);
      setValue("owner_unknown", before.owner_unknown);
      setOwnerText(before.text);
    }
    filledFromPreAlert.current = [];
    ownerBeforePreAlert.current = null;
  }

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
      // The number was changed while it was being looked up: this answer is about another parcel.
      if (carrierTrackingSchema.safeParse(getValues("carrier_tracking_number")).data !== parsed.data) return;
      setScan({ state: "done", ...found });
      if (found.already_received?.on_shelves) {
        setFocus("carrier_tracking_number", { shouldSelect: true });
      } else if (found.pre_alert && found.claims.length === 1) {
        fillFromPreAlert(found.pre_alert);
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
      forgetPreAlert();
      if (scan.state !== "idle") setScan({ state: "idle" });
    },
  });

  /** The owner typed in the picker: whatever was picked before no longer holds. */
  const typeOwner = (text: string) => {
    setOwnerText(text);
    setValue("owner_id", "");
  };

  /** 'Owner unknown' ticked: the parcel goes to the unknown-owner queue with what its label says. */
  const markOwnerUnknown = (unknown: boolean) => {
    setValue("owner_unknown", unknown ? "yes" : "no");
    if (!unknown) return;
    setValue("owner_id", "");
    setOwnerText("");
    setTimeout(() => setFocus("label_owner_text"), 0);
  };

  return {
    form,
    errors,
    unknownOwner,
    damaged,
    photos,
    photoError,
    progress,
    ownerText,
    scan,
    announcement,
    ownerBox,
    savedBox,
    lastSaved,
    tracking,
    choosePhotos: (next: File[]) => {
      setPhotos(next);
      setPhotoError(undefined);
    },
    startOver: () => startOver(),
    pickOwner,
    typeOwner,
    markOwnerUnknown,
    lookUp,
    onKeyDown,
  };
}
