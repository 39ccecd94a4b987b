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

/** Every version of a heading: in force, scheduled and past, with who added it. */
function Versions({ heading, versions }: { heading: string; versions: TariffVersion[] }) {
  return (
    <section aria-label={`Versions of ${heading}`} className="w-full rounded-md border border-slate-200 p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-800">Versions of {heading}</h3>
      <ul className="space-y-1 text-sm">
        {versions
          .filter((v) => v.heading === heading)
          .map((v) => (
            <li key={v.id}>
              {STATE_LABEL[v.state]}: {v.duty_rate} % from {formatLongDate(v.valid_from)}
              {v.created_by ? `, by ${v.created_by}` : ""} · <Restriction version={v} />
            </li>
          ))}
      </ul>
    </section>
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
      <ul className="divide-y divide-slate-100" aria-label="Headings in force">
        {shown.map((v) => (
          <li
            key={v.id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-2 text-sm"
            data-testid={`tariff-${v.heading}`}
          >
            <div className="min-w-0 flex-1 basis-60 space-y-0.5">
              <p>
                <span className="font-semibold text-slate-900">{v.heading}</span> {v.description}
              </p>
              <p className="text-slate-700">
                Duty {v.duty_rate} % · since {formatLongDate(v.valid_from)} · <Restriction version={v} />
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onNewVersion(v)} aria-label={`New version of ${v.heading}`}>
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
            {history === v.heading && <Versions heading={v.heading} versions={versions} />}
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="py-2 text-sm text-slate-600">No heading matches.</p>}
    </div>
  );
}
