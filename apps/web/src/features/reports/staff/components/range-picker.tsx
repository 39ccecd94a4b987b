import { WAREHOUSES } from "@app/shared/core/company";
import { REPORTS_TEXTS } from "@app/shared/reports/staff";
import { SelectField, TextField } from "../../../../components/ui/field";
import type { ReportRange } from "../api/reports";

export const PRESETS = ["today", "7d", "30d", "quarter", "custom"] as const;
export type Preset = (typeof PRESETS)[number];
const PRESET_LABELS: Record<Preset, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  quarter: "Quarter",
  custom: "Custom",
};

/** Today in Lagos (UTC+1 all year), as YYYY-MM-DD. */
export const lagosToday = (now = Date.now()) => new Date(now + 3_600_000).toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The days a preset covers, ending today (the quarter: from its first day). */
export function presetRange(preset: Exclude<Preset, "custom">, today = lagosToday()) {
  if (preset === "today") return { from: today, to: today };
  if (preset === "7d") return { from: daysBefore(today, 6), to: today };
  if (preset === "30d") return { from: daysBefore(today, 29), to: today };
  const month = Number(today.slice(5, 7));
  const first = String(month - ((month - 1) % 3)).padStart(2, "0");
  return { from: `${today.slice(0, 4)}-${first}-01`, to: today };
}

interface Props {
  preset: Preset;
  range: ReportRange;
  error?: string;
  /** The account's warehouses (null: all): the filter offers only these. */
  warehouses: readonly string[] | null;
  onPreset: (preset: Preset) => void;
  onChange: (changes: Partial<ReportRange>) => void;
}

/** The range (presets or two days) and the warehouse every table of the dashboard is read for. */
export function RangePicker({ preset, range, error, warehouses, onPreset, onChange }: Props) {
  const choices = warehouses === null ? WAREHOUSES : WAREHOUSES.filter((w) => warehouses.includes(w.city));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-slate-700">Range (Lagos days)</legend>
        <div className="flex flex-wrap gap-1">
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              onClick={() => onPreset(p)}
              className={`rounded-md border px-3 py-2 text-sm ${
                preset === p ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"
              }`}
            >
              {PRESET_LABELS[p]}
            </button>
          ))}
        </div>
      </fieldset>
      {preset === "custom" && (
        <>
          <TextField
            label="From"
            name="from"
            type="date"
            value={range.from}
            onChange={(e) => onChange({ from: e.target.value })}
            wrapperClassName="w-44"
          />
          <TextField
            label="To"
            name="to"
            type="date"
            value={range.to}
            error={error}
            onChange={(e) => onChange({ to: e.target.value })}
            wrapperClassName="w-44"
          />
        </>
      )}
      <SelectField
        label="Warehouse"
        name="warehouse"
        value={range.warehouse}
        onChange={(e) => onChange({ warehouse: e.target.value })}
        wrapperClassName="w-56"
      >
        <option value="">{warehouses === null ? "All warehouses" : "All my warehouses"}</option>
        {choices.map((w) => (
          <option key={w.city} value={w.city}>
            {w.label}
          </option>
        ))}
      </SelectField>
      <p className="sr-only" aria-live="polite">
        {`${REPORTS_TEXTS.title}: ${range.from} to ${range.to}`}
      </p>
    </div>
  );
}
