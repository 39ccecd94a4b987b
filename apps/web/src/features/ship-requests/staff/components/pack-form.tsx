import { seesMoney } from "@app/shared/core/roles";
import { useAdmin } from "../../../../lib/admin-session";
import { formatMinor } from "@app/shared/rates/rates";
import type { PackingPrice } from "@app/shared/ship-requests/packing.staff";
import { PACKING_TEXTS, type PackShipRequestInput } from "@app/shared/ship-requests/staff";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { ConfirmDialog, loadConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { Link } from "../../../../components/ui/link";
import { errorMessage } from "../../../../lib/api";
import { priceForPacking, usePackShipRequest } from "../api/staff-ship-requests";

type Box = PackShipRequestInput["boxes"][number];
const emptyBox = (): Box => ({ weight: "", weight_unit: "kg", length: "", width: "", height: "", length_unit: "cm" });
const INPUT = "w-20 rounded-md border border-slate-300 px-2 py-1 text-sm";

/**
 * The packing table's form: the final box(es) with weight and dimensions. "Pack and invoice" first asks the server
 * what these boxes cost (the same pricing as packing) and shows the amount in a dialog; only "Confirm" packs: the
 * boxes are priced with the request's rate card, the invoice is issued with its evidence, the shipment registered
 * and the customer sent one e-mail; the answer names the invoice, the amount and the tracking number.
 * photosMissing: the customer asked for photos of the contents and none is taken, so packing would be refused (409):
 * the button says so beside it and stays disabled (aria-disabled, so it can still be focused and its reason read);
 * should the server still find none at pricing, the dialog's Confirm is disabled under its warning.
 */
export function PackForm({ requestId, photosMissing = false }: { requestId: number; photosMissing?: boolean }) {
  const hintId = useId();
  const [boxes, setBoxes] = useState<Box[]>([emptyBox()]);
  const [error, setError] = useState<string | null>(null);
  const [price, setPrice] = useState<PackingPrice | null>(null);
  const [pricing, setPricing] = useState(false);
  const pack = usePackShipRequest(requestId);
  // A partner agent packs without seeing the amount (decision 0070).
  const money = seesMoney(useAdmin().role);
  const set = (i: number, field: keyof Box, value: string) =>
    setBoxes((all) => all.map((b, j) => (j === i ? { ...b, [field]: value } : b)));

  if (pack.data) {
    return (
      <p className="rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid="packed">
        {pack.data.message} Invoice{" "}
        <Link className="font-semibold underline" to={`/admin/invoices/${pack.data.invoice.id}`}>
          {pack.data.invoice.transaction_id}
        </Link>{" "}
        {money && (
          <>
            for <span className="font-semibold">{pack.data.amount.text}</span>
          </>
        )}
        , tracking number <span className="font-semibold">{pack.data.shipment.tracking_number}</span>.
      </p>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (photosMissing) return;
        setError(null);
        setPricing(true);
        void loadConfirmDialog();
        try {
          setPrice(await priceForPacking(requestId, { boxes }));
        } catch (e) {
          setError(errorMessage(e, "Failed to price the boxes."));
        } finally {
          setPricing(false);
        }
      }}
    >
      {boxes.map((box, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: boxes are only added at the end or removed by position
        <fieldset key={i} className="flex flex-wrap items-end gap-2">
          <legend className="text-xs font-semibold uppercase text-slate-500">Box {i + 1}</legend>
          <label className="text-sm">
            Weight <input className={INPUT} value={box.weight} onChange={(e) => set(i, "weight", e.target.value)} />
          </label>
          <select
            aria-label="Weight unit"
            className={INPUT}
            value={box.weight_unit}
            onChange={(e) => set(i, "weight_unit", e.target.value)}
          >
            <option value="kg">kg</option>
            <option value="lb">lb</option>
          </select>
          {(
            [
              ["length", "Length"],
              ["width", "Width"],
              ["height", "Height"],
            ] as const
          ).map(([side, label]) => (
            <label key={side} className="text-sm">
              {label} <input className={INPUT} value={box[side]} onChange={(e) => set(i, side, e.target.value)} />
            </label>
          ))}
          <select
            aria-label="Length unit"
            className={INPUT}
            value={box.length_unit}
            onChange={(e) => set(i, "length_unit", e.target.value)}
          >
            <option value="cm">cm</option>
            <option value="in">in</option>
          </select>
          {boxes.length > 1 && (
            <Button variant="ghost" onClick={() => setBoxes((all) => all.filter((_, j) => j !== i))}>
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setBoxes((all) => [...all, emptyBox()])}>
          Add a box
        </Button>
        <Button
          type="submit"
          busy={pricing || pack.isPending}
          aria-disabled={photosMissing || undefined}
          aria-describedby={photosMissing ? hintId : undefined}
        >
          {pricing ? "Pricing..." : "Pack and invoice"}
        </Button>
        {photosMissing && (
          <p id={hintId} className="text-sm text-amber-900">
            {PACKING_TEXTS.contentsPhotosMissing}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={price !== null}
        title={money ? `Pack and invoice ${price?.amount.text ?? ""}?` : "Pack and invoice?"}
        description={
          <>
            The customer will be invoiced {money && <strong>{price?.amount.text}</strong>} for{" "}
            {boxes.length === 1 ? "one box" : `${boxes.length} boxes`} and sent one e-mail with the amount and the
            packing photos.
          </>
        }
        busy={pack.isPending}
        confirmDisabled={price?.contents_photos_missing}
        confirmLabel={
          pack.isPending ? "Packing..." : money ? `Pack and invoice ${price?.amount.text ?? ""}` : "Pack and invoice"
        }
        onCancel={() => setPrice(null)}
        onConfirm={async () => {
          try {
            await pack.mutateAsync({ boxes });
          } catch (e) {
            setError(errorMessage(e, "Failed to pack the ship request."));
          } finally {
            setPrice(null);
          }
        }}
      >
        {money && price && (price.boxes.length > 1 || price.duty) && (
          // The lines add up to the amount in the title: each box, then the duty packing bills with them.
          <ul className="text-sm text-slate-700" aria-label="What the amount is made of">
            {price.boxes.map((b) => (
              <li key={b.label}>
                {b.label}: {formatMinor(b.total_minor, price.amount.currency)}
              </li>
            ))}
            {price.duty && (
              <li>
                {price.duty.label}: {formatMinor(price.duty.total_minor, price.amount.currency)}
              </li>
            )}
          </ul>
        )}
        {price && (price.notes.length > 0 || price.contents_photos_missing) && (
          <div role="alert" className="space-y-1 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            {price.contents_photos_missing && <p>{PACKING_TEXTS.contentsPhotosMissing}</p>}
            {price.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        )}
        {price?.insurance_unpriced && (
          <p className="text-sm text-amber-800">
            The insurance is declared in another currency than the rate card&apos;s: it is not in this amount.
          </p>
        )}
      </ConfirmDialog>
    </form>
  );
}
