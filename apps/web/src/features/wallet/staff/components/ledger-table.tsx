import { formatPortalDate } from "@app/shared/core/format";
import type { StaffLedgerRow } from "@app/shared/wallet/staff";
import { formatKobo, LEDGER_ACCOUNT_LABELS, LEDGER_CAUSE_LABELS } from "@app/shared/wallet/wallet";
import { Link } from "../../../../components/ui/link";
import { type Column, DataTable } from "../../../../components/ui/data-table";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";
/** Long text wraps inside its column, so the table fits a desktop screen (cells do not wrap by default); the widths
 * hold only in the table layout, not in the stacked cards of a narrow screen. */
const WRAP = "whitespace-normal! break-words";

/** The ledger: one balanced transaction a row, with its entries (account and signed amount). */
export function LedgerTable({ rows, loading }: { rows: StaffLedgerRow[] | undefined; loading: boolean }) {
  const columns: Column<StaffLedgerRow>[] = [
    {
      header: "Date",
      sortKey: "created_at",
      className: `${WRAP} @3xl:min-w-[6rem]`,
      cell: (r) => formatPortalDate(r.created_at),
    },
    { header: "Cause", className: `${WRAP} @3xl:min-w-[8rem]`, cell: (r) => LEDGER_CAUSE_LABELS[r.cause] },
    {
      header: "Customer",
      className: `${WRAP} @3xl:min-w-[10rem] @3xl:max-w-[14rem] break-all`,
      cell: (r) =>
        r.customer_id ? (
          <Link to={`/admin/customers/${r.customer_id}`} className={LINK}>
            {r.customer_email}
          </Link>
        ) : (
          ""
        ),
    },
    { header: "Amount", cell: (r) => formatKobo(r.amount_minor) },
    {
      header: "Wallet",
      cell: (r) => (r.wallet_minor === null ? "" : `${r.wallet_minor > 0 ? "+" : ""}${formatKobo(r.wallet_minor)}`),
    },
    {
      header: "Entries",
      className: WRAP,
      cell: (r) => (
        <ul className="text-xs text-slate-600">
          {r.entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's entries never change order
            <li key={i} className="whitespace-nowrap">
              {LEDGER_ACCOUNT_LABELS[e.account]}: {formatKobo(e.amount_minor)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: "Details",
      className: `${WRAP} @3xl:min-w-[12rem] @3xl:max-w-xs`,
      cell: (r) =>
        [
          r.invoice_id ? `invoice #${r.invoice_id}` : null,
          r.reference,
          r.reason,
          r.actor_label && `by ${r.actor_label}`,
        ]
          .filter(Boolean)
          .join(" · "),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Ledger" />;
}
