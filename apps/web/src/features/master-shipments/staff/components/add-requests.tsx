import { formatPortalDate } from "@app/shared/core/format";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, buttonClass } from "../../../../components/ui/button";
import { EmptyState, Spinner } from "../../../../components/ui/card";
import { type Column, DataTable, type TableSelection } from "../../../../components/ui/data-table";
import { Form } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api";
import { toastSuccess } from "../../../../lib/toast";
import { useEligibleRequests } from "../api/master-calls";
import { MASTER_TEXTS as TEXTS, plural } from "../master-texts";
import { LoadFailed } from "../../../../components/ui/load-failed";

interface Eligible {
  ship_request_id: number;
  shipment_id: number;
  tracking_number: string;
  customer: { id: number; name: string; suite: string };
  weight_kg: string;
  paid_at: string | null;
}

const COLUMNS: Column<Eligible>[] = [
  { header: "Ship request", cell: (r) => `#${r.ship_request_id}` },
  { header: "Tracking No.", cell: (r) => <span className="font-mono">{r.tracking_number}</span> },
  { header: "Customer", cell: (r) => `${r.customer.name} (${r.customer.suite})` },
  { header: "Weight", cell: (r) => `${r.weight_kg} kg` },
  { header: "Paid on", cell: (r) => formatPortalDate(r.paid_at) },
];

/**
 * 'Add ship requests': the paid ship requests of the master's warehouse that are on no master yet, searchable, picked
 * with checkboxes and loaded at once. Should the server refuse some (paid meanwhile elsewhere, another warehouse,
 * already loaded), its message stays on screen and nothing is loaded.
 */
export function AddRequests({
  masterId,
  onLoad,
  onClose,
}: {
  masterId: number;
  onLoad: (ids: number[]) => Promise<{ added: number }>;
  onClose: () => void;
}) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const eligible = useEligibleRequests(masterId, q, true);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const toggle = (ids: number[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selection: TableSelection<Eligible> = {
    isSelected: (r) => picked.has(r.ship_request_id),
    onToggle: (r, on) => toggle([r.ship_request_id], on),
    onTogglePage: (rows, on) =>
      toggle(
        rows.map((r) => r.ship_request_id),
        on,
      ),
    rowLabel: (r) => `Select ship request #${r.ship_request_id} of ${r.customer.name}`,
    pageLabel: "Select all listed ship requests",
  };
  const load = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await onLoad([...picked]);
      toastSuccess(`${plural(answer.added, "shipment")} added to the master.`);
      setPicked(new Set());
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, TEXTS.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  const rows = eligible.data?.requests;
  return (
    <section aria-labelledby="add-requests-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="add-requests-heading" className="font-semibold text-slate-900">
        Add paid ship requests
      </h3>
      <Form form={{ onSubmit: search, pending: false }} role="search" className="flex flex-wrap items-end gap-2">
        <label className="min-w-48 flex-1 text-sm font-medium text-slate-700">
          Search by tracking number, customer or suite
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          <Search size={16} aria-hidden /> Search
        </button>
      </Form>
      {eligible.isPending ? (
        <Spinner />
      ) : eligible.isError ? (
        <LoadFailed query={eligible} title={TEXTS.eligibleFailed} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState>{TEXTS.noEligible}</EmptyState>
      ) : (
        <DataTable
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.ship_request_id}
          caption="Paid ship requests waiting for a master"
          selection={selection}
          bare
        />
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="load-error">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void load()} busy={busy} disabled={picked.size === 0}>
          {busy ? "Adding..." : `Add ${plural(picked.size, "ship request")}`}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Close
        </Button>
      </div>
    </section>
  );
}
