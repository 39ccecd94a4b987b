import { useId } from "react";
import { Button } from "../ui/button";
import { type Column, DataTable } from "../ui/data-table";
import type { BulkOutcome } from "./bulk-status";

interface Props {
  /** The server's summary, e.g. '38 of 40 shipments changed to In Transit.' */
  message: string;
  status: string;
  outcomes: BulkOutcome[];
  /** The column naming each record, e.g. 'Tracking No.'. */
  recordHeader: string;
  onClose: () => void;
}

/**
 * After a bulk change: its summary and every row's outcome, changed or why not. The summary is announced by its toast
 * (BulkStatusControls), in the Notifications live region that is in the page from the start; this panel is inserted
 * with its text, so a status region here would not be announced by several screen readers, or would say it twice.
 */
export function BulkResults({ message, status, outcomes, recordHeader, onClose }: Props) {
  const headingId = useId();
  // The rows that did not change come first: they are the ones staff may need to act on.
  const rows = [...outcomes.filter((o) => !o.ok), ...outcomes.filter((o) => o.ok)];
  const columns: Column<BulkOutcome>[] = [
    { header: recordHeader, cell: (o) => o.label ?? `#${o.id}` },
    {
      header: "Result",
      cell: (o) =>
        o.ok ? (
          <span className="font-medium text-green-800">Changed to {status}</span>
        ) : (
          <span className="font-medium text-amber-800">Not changed: {o.reason}</span>
        ),
    },
  ];
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold text-slate-900">
          Bulk status change results
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close results
        </Button>
      </div>
      <p className="mb-2 text-sm text-slate-800" data-testid="bulk-summary">
        {message}
      </p>
      {/* A change of hundreds of rows must not push the list off the screen: the rows scroll in their own box. */}
      <div
        role="region"
        aria-label="Outcome of every row"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box without focusable content must be a tab stop, or keyboard users cannot scroll it.
        tabIndex={0}
        className="max-h-96 overflow-y-auto rounded-lg"
      >
        <DataTable columns={columns} rows={rows} rowKey={(o) => o.id} caption="Bulk status change results" />
      </div>
    </section>
  );
}
