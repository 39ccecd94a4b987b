import { CARRIERS } from "@app/shared/core/enums";
import { ownerLabel, type ReceivedPackage } from "@app/shared/packages/receiving.staff";
import { CustomerPicker } from "../../../../components/admin-list/customer-picker";
import { Button } from "../../../../components/ui/button";
import { RadioField } from "../../../../components/ui/radio-field";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { MeasuresFields } from "./measures-fields";
import { PhotoPicker } from "./photo-picker";
import { deskWarehouses, type Scan, useReceivingDesk } from "./use-receiving-desk";
import { LastSaved } from "./last-saved";

interface Props {
  onReceived: (parcel: ReceivedPackage) => void;
  /** The signed-in account's warehouses (null: all of them): the desk offers only these. */
  warehouses: readonly string[] | null;
}

/**
 * The receiving desk, keyboard first: scan (or type) the tracking number and Enter looks up its pre-alert, which
 * fills owner and description; Enter moves to the next field; Enter on the bin location (the last field) or
 * Ctrl+Enter anywhere saves, and the form starts over with focus back in the tracking number (useReceivingDesk).
 */
export function ReceivingDesk({ onReceived, warehouses }: Props) {
  const choices = deskWarehouses(warehouses);
  const desk = useReceivingDesk(onReceived, choices);
  const { form, errors, unknownOwner, damaged, scan } = desk;
  const { register, setFocus } = form;

  return (
    <Form form={form} onKeyDown={desk.onKeyDown} className="space-y-5" aria-label="Receive a parcel">
      <LastSaved parcel={desk.lastSaved} boxRef={desk.savedBox} />
      <SelectField label="This desk's warehouse" required error={errors.warehouse?.message} {...register("warehouse")}>
        <option value="">Choose the warehouse</option>
        {choices.map((w) => (
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
          {...desk.tracking}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
              void desk.lookUp();
            }
          }}
        />
        <ScanOutcome scan={scan} />
      </div>

      <div ref={desk.ownerBox} className="space-y-3">
        <input type="hidden" {...register("owner_id")} />
        {/* The box stays where it is when ticked: the field it swaps is below it (a first click is never lost). */}
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={unknownOwner}
            onChange={(e) => desk.markOwnerUnknown(e.target.checked)}
          />
          Owner unknown (the parcel goes to the unknown-owner queue)
        </label>
        {unknownOwner ? (
          <TextField
            label="What the label says"
            required
            autoComplete="off"
            hint="The name or suite number written where the owner should be."
            error={errors.label_owner_text?.message}
            {...register("label_owner_text")}
          />
        ) : (
          <CustomerPicker
            label="Owner"
            required
            text={desk.ownerText}
            textOf={ownerLabel}
            onText={desk.typeOwner}
            onPick={(customer) => {
              desk.pickOwner(customer);
              setTimeout(() => setFocus("description"), 0);
            }}
            hint="Suite number, name or e-mail; Up/Down and Enter to pick."
            error={errors.owner_id?.message}
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

      <PhotoPicker photos={desk.photos} onChange={desk.choosePhotos} error={desk.photoError} progress={desk.progress} />

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
        <Button variant="ghost" onClick={desk.startOver} className="underline">
          Clear the form
        </Button>
      </div>
      <p role="status" className="sr-only">
        {desk.announcement}
      </p>
    </Form>
  );
}

/**
 * What the scan found, said where the desk looks next. The lookup's progress and a match go into a status region that
 * is always there (empty while idle, out of the flow), so screen readers announce them; a number already received,
 * or pre-alerted by several customers, is an alert.
 */
function ScanOutcome({ scan }: { scan: Scan }) {
  return (
    <>
      <div role="status" className="empty:absolute" data-testid="scan-outcome">
        <ScanNote scan={scan} />
      </div>
      <ScanWarning scan={scan} />
    </>
  );
}

function ScanNote({ scan }: { scan: Scan }) {
  if (scan.state === "idle") return null;
  if (scan.state === "looking") return <p className="text-sm text-slate-600">Looking up the tracking number...</p>;
  if (scan.already_received || scan.claims.length > 1) return null;
  if (scan.pre_alert)
    return (
      <p className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
        Pre-alerted by {ownerLabel(scan.pre_alert.owner)}
        {scan.pre_alert.description ? `: ${scan.pre_alert.description}` : ""}
      </p>
    );
  return (
    <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
      No pre-alert for this number: find the owner by suite number, name or e-mail, or tick 'Owner unknown'.
    </p>
  );
}

function ScanWarning({ scan }: { scan: Scan }) {
  if (scan.state !== "done") return null;
  if (scan.already_received)
    return (
      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {scan.already_received.message}{" "}
        {scan.already_received.on_shelves
          ? "It is on our shelves: check the number before saving."
          : "Check the number before saving."}
      </p>
    );
  if (scan.claims.length > 1)
    return (
      <div role="alert" className="space-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-semibold">
          {scan.claims.length} customers pre-alerted this number. Choose the owner from the suite on the label; if it
          matches none of them, or cannot be read, the parcel goes to the contested queue.
        </p>
        <ul className="list-disc pl-5">
          {scan.claims.map((claim) => (
            <li key={claim.pre_alert_id}>
              {ownerLabel(claim.owner)}
              {claim.description ? `: ${claim.description}` : ""}
            </li>
          ))}
        </ul>
      </div>
    );
  return null;
}
