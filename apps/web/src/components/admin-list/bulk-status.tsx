import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api";
import { toastError, toastSuccess } from "../../lib/toast";
import { Button } from "../ui/button";
import { ConfirmDialog, loadConfirmDialog } from "../ui/confirm-dialog";
import type { RowSelection } from "./use-row-selection";

/** What a bulk status change takes: the picked ids, or every row the list's filter (search, status) matches. */
export type BulkTarget = { ids: number[] } | { matching: { q?: string; status?: string } };

/** One row's outcome, as the results panel shows it. */
export interface BulkOutcome {
  id: number;
  /** What staff know the row by, e.g. its tracking number; null when no record has that id. */
  label: string | null;
  ok: boolean;
  reason?: string;
}

/** A list's bulk status change: its statuses, the call, and whether a change to a status e-mails customers. */
export interface BulkStatusAction<Row> {
  statuses: readonly string[];
  idOf: (row: Row) => number;
  /** What staff know a row by (its checkbox reads 'Select <label>'), e.g. the tracking number. */
  labelOf: (row: Row) => string;
  /** The server's rule, shared with the inline edit (e.g. shipmentStatusChangeEmailsCustomer). */
  emailsCustomer: (status: string) => boolean;
  run: (target: BulkTarget, status: string, notify: boolean) => Promise<{ message: string; outcomes: BulkOutcome[] }>;
  /** Default error text when the server gives none. */
  fallback: string;
  /** The results table's column naming each record, e.g. 'Tracking No.'. */
  recordHeader: string;
}

interface Props<Row> {
  action: BulkStatusAction<Row>;
  selection: RowSelection;
  /** The ids of the rows on the page shown. */
  pageIds: readonly number[];
  /** The list's exact total for its filter. */
  total: number | undefined;
  filter: { q: string; status: string };
  /** What the list counts, e.g. 'shipments'. */
  noun: string;
  onDone: (result: { message: string; outcomes: BulkOutcome[] }, status: string) => void;
}

const BAR = "mb-4 flex flex-wrap items-center gap-3 rounded-md border px-3 py-2 text-sm";

/**
 * Above a list with a selection: a banner offering every row matching the filter once the whole page is picked,
 * and the bulk bar ('K selected', the new status, 'Change status'). The change asks first: how many records, and
 * whether customers are e-mailed, with the choice not to.
 */
export function BulkStatusControls<Row>({ action, selection, pageIds, total, filter, noun, onDone }: Props<Row>) {
  const [status, setStatus] = useState(action.statuses[0] ?? "");
  const [asking, setAsking] = useState(false);
  const [notify, setNotify] = useState(true);
  const [saving, setSaving] = useState(false);
  const count = selection.count;
  const pagePicked = pageIds.length > 0 && pageIds.every((id) => selection.isSelected(id));
  const offerAll = pagePicked && !selection.allMatching && total !== undefined && total > selection.ids.size;
  const emails = notify && action.emailsCustomer(status);
  // The confirmation's code loads once rows are picked, before 'Change status' is pressed.
  useEffect(() => {
    if (count > 0) void loadConfirmDialog();
  }, [count]);

  const run = async () => {
    setSaving(true);
    try {
      const target: BulkTarget = selection.allMatching
        ? { matching: { q: filter.q || undefined, status: filter.status || undefined } }
        : { ids: [...selection.ids] };
      const result = await action.run(target, status, notify);
      toastSuccess(result.message);
      setAsking(false);
      onDone(result, status);
    } catch (error) {
      toastError(errorMessage(error, action.fallback));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {offerAll && (
        <div className={`${BAR} border-brand-200 bg-brand-50 text-slate-800`}>
          <span>
            All {pageIds.length} {noun} on this page are selected.
          </span>
          <Button variant="secondary" onClick={selection.selectAllMatching}>
            Select all {total.toLocaleString("en-US")} {noun} matching this filter
          </Button>
        </div>
      )}
      {selection.allMatching && (
        <div className={`${BAR} border-brand-200 bg-brand-50 text-slate-800`}>
          <span>
            All {count.toLocaleString("en-US")} {noun} matching this filter are selected.
          </span>
        </div>
      )}
      {count > 0 && (
        <section aria-label="Bulk actions" className={`${BAR} border-slate-300 bg-white`}>
          <output aria-live="polite" className="font-semibold text-slate-900">
            {count.toLocaleString("en-US")} selected
          </output>
          <label className="flex items-center gap-2 text-slate-700">
            New status
            <select
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            >
              {action.statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <Button
            onClick={() => {
              setNotify(true);
              setAsking(true);
            }}
          >
            Change status
          </Button>
          <Button variant="ghost" onClick={selection.clear}>
            Clear selection
          </Button>
        </section>
      )}
      <ConfirmDialog
        open={asking}
        title={`Change the status of ${count.toLocaleString("en-US")} ${noun} to ${status}?`}
        description={`${count.toLocaleString("en-US")} ${noun} will change to ${status} (any already ${status} stay as they are). ${
          emails
            ? `Each customer will get one e-mail listing their ${noun} that changed.`
            : "No customer will be e-mailed."
        }`}
        busy={saving}
        confirmLabel="Change status"
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      >
        {action.emailsCustomer(status) && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={notify}
              onChange={(e) => setNotify(e.target.checked)}
            />
            E-mail customers about this change
          </label>
        )}
      </ConfirmDialog>
    </>
  );
}
