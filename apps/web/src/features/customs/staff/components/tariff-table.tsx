import { formatLongDate } from "@app/shared/core/format";
import type { TariffVersion } from "@app/shared/customs/tariff";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/field";

const RESTRICTION_CLASS = {
  none: "text-slate-600",
  restricted: "rounded bg-amber-100 px-1.5 py-0.5 text-amber-900",
  prohibited: "rounded bg-red-100 px-1.5 py-0.5 text-red-800",
} as const;

const STATE_LABEL = { current: "In force", scheduled: "Scheduled", past: "Past" } as const;

/** A heading's restriction: 'None', or its kind with the note. */
export function Restriction({ version }: { version: Pick<TariffVersion, "restriction" | "restriction_note"> }) {
  if (version.restriction === "none") return <span className="text-slate-600">None</span>;
  return (
    <span>
      <span className={RESTRICTION_CLASS[version.restriction]}>
        {version.restriction === "prohibited" ? "Prohibited" : "Restricted"}
      </span>{" "}
      <span className="text-slate-700">{version.restriction_note}</span>
    </span>
  );
}

const matches = (v: TariffVersion, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || v.heading.startsWith(q) || `${v.description} ${v.keywords}`.toLowerCase().includes(q);
};

/**
 * The headings in force (searchable by heading, description or keyword), each with "New version" to prefill the
 * form, and a heading's every version (current, scheduled, past) on "History".
 */
export function TariffTable({
  current,
  versions,
  onNewVersion,
}: {
  current: TariffVersion[];
  versions: TariffVersion[];
  onNewVersion: (version: TariffVersion) => void;
}) {
  const [query, setQuery] = useState("");
  const [history, setHistory] = useState<string | null>(null);
  const shown = current.filter((v) => matches(v, query));
  const past = history ? versions.filter((v) => v.heading === history) : [];
  return (
    <div className="space-y-3">
      <TextField
        label="Find a heading"
        hint="Digits of the heading, or words of its description"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        wrapperClassName="max-w-sm"
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Headings in force">
          <thead>
            <tr className="text-xs text-slate-600 uppercase">
              <th className="py-1 pr-3">Heading</th>
              <th className="py-1 pr-3">Description</th>
              <th className="py-1 pr-3 text-right">Duty</th>
              <th className="py-1 pr-3">Restriction</th>
              <th className="py-1 pr-3">Since</th>
              <th className="py-1">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((v) => (
              <tr key={v.id} className="border-t border-slate-100 align-top" data-testid={`tariff-${v.heading}`}>
                <td className="py-2 pr-3 font-medium">{v.heading}</td>
                <td className="py-2 pr-3">{v.description}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{v.duty_rate} %</td>
                <td className="py-2 pr-3">
                  <Restriction version={v} />
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatLongDate(v.valid_from)}</td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => onNewVersion(v)}
                      aria-label={`New version of ${v.heading}`}
                    >
                      New version
                    </Button>
                    <Button
                      variant="secondary"
                      aria-expanded={history === v.heading}
                      aria-label={`History of ${v.heading}`}
                      onClick={() => setHistory(history === v.heading ? null : v.heading)}
                    >
                      History
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="py-2 text-sm text-slate-600">No heading matches.</p>}
      </div>
      {history && (
        <section aria-label={`Versions of ${history}`} className="rounded-md border border-slate-200 p-3">
          <h3 className="mb-2 text-sm font-semibold text-slate-800">Versions of {history}</h3>
          <ul className="space-y-1 text-sm">
            {past.map((v) => (
              <li key={v.id}>
                {STATE_LABEL[v.state]}: {v.duty_rate} % from {formatLongDate(v.valid_from)}
                {v.created_by ? `, by ${v.created_by}` : ""} · <Restriction version={v} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
