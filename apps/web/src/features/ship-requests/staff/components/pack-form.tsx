import type { PackShipRequestInput } from "@app/shared/ship-requests/staff";
import { useState } from "react";
import { Link } from "../../../../components/ui/link";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../lib/api";
import { usePackShipRequest } from "../api/staff-ship-requests";

type Box = PackShipRequestInput["boxes"][number];
const emptyBox = (): Box => ({ weight: "", weight_unit: "kg", length: "", width: "", height: "", length_unit: "cm" });
const INPUT = "w-20 rounded-md border border-slate-300 px-2 py-1 text-sm";

/**
 * The packing table's form: the final box(es) with weight and dimensions. Packing prices them with the request's
 * rate card, issues the invoice with its evidence and registers the shipment; the answer names both.
 */
export function PackForm({ requestId }: { requestId: number }) {
  const [boxes, setBoxes] = useState<Box[]>([emptyBox()]);
  const [error, setError] = useState<string | null>(null);
  const pack = usePackShipRequest(requestId);
  const set = (i: number, field: keyof Box, value: string) =>
    setBoxes((all) => all.map((b, j) => (j === i ? { ...b, [field]: value } : b)));

  if (pack.data) {
    return (
      <p className="rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid="packed">
        {pack.data.message} Invoice{" "}
        <Link className="font-semibold underline" to={`/admin/invoices/${pack.data.invoice.id}`}>
          {pack.data.invoice.transaction_id}
        </Link>
        , tracking number <span className="font-semibold">{pack.data.shipment.tracking_number}</span>.
      </p>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          await pack.mutateAsync({ boxes });
        } catch (e) {
          setError(errorMessage(e, "Failed to pack the ship request."));
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
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setBoxes((all) => [...all, emptyBox()])}>
          Add a box
        </Button>
        <Button type="submit" disabled={pack.isPending}>
          {pack.isPending ? "Packing..." : "Pack and invoice"}
        </Button>
      </div>
    </form>
  );
}
