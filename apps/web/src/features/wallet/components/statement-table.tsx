import { formatPortalDate } from "@app/shared/core/format";
import { formatKobo, type LedgerLine } from "@app/shared/wallet/wallet";
import { type Column, DataTable } from "../../../components/ui/data-table";

/** A wallet's entries, newest first: what each was, money in or out, and the balance after it. */
export function StatementTable({
  rows,
  loading,
  caption = "Wallet statement",
}: {
  rows: LedgerLine[] | undefined;
  loading: boolean;
  caption?: string;
}) {
  const columns: Column<LedgerLine>[] = [
    { header: "Date", cell: (r) => formatPortalDate(r.created_at) },
    { header: "Description", cell: (r) => r.description },
    {
      header: "Amount",
      cell: (r) => (
        <span className={r.amount_minor < 0 ? "text-red-700" : "text-emerald-700"}>
          {r.amount_minor > 0 ? "+" : ""}
          {formatKobo(r.amount_minor)}
        </span>
      ),
    },
    { header: "Balance", cell: (r) => (r.balance_after_minor === null ? "" : formatKobo(r.balance_after_minor)) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.transaction_id}-${r.amount_minor}`}
      loading={loading}
      caption={caption}
    />
  );
}
