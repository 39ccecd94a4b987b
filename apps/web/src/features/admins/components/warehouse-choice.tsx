import { WAREHOUSES } from "@app/shared/core/company";
import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

const CHECKBOX = "h-4 w-4 accent-brand-700";

/**
 * The owners' choice of where a staff account works: "All warehouses", or the ticked ones (at least one). Spread
 * react-hook-form's `register("all")` and `register("warehouses")` of a form on `staffWarehousesFormSchema`'s fields
 * into it; `allChecked` is the watched value of "all" (the ticks are off while it is on). Used when an account is
 * created and on the staff list.
 */
export function WarehouseChoice({
  legend,
  hint,
  all,
  warehouses,
  allChecked,
  error,
  hideLegend = false,
  className = "",
}: {
  legend: string;
  hint?: ReactNode;
  all: UseFormRegisterReturn<"all">;
  warehouses: UseFormRegisterReturn<"warehouses">;
  allChecked: boolean;
  error?: string;
  hideLegend?: boolean;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={`space-y-1 ${className}`} aria-describedby={describedBy}>
      <legend className={hideLegend ? "sr-only" : "block text-sm font-medium text-slate-700"}>{legend}</legend>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <div className="flex flex-col gap-1 pt-1 text-sm text-slate-800">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className={CHECKBOX} aria-invalid={Boolean(error)} {...all} />
          All warehouses
        </label>
        {WAREHOUSES.map((warehouse) => (
          <label key={warehouse.city} className="inline-flex items-center gap-2">
            <input type="checkbox" className={CHECKBOX} value={warehouse.city} disabled={allChecked} {...warehouses} />
            {warehouse.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
