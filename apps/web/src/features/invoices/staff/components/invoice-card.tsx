import type { InvoiceReferenceType } from "@app/shared/core/enums";
import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { type StaffInvoice, INVOICE_STAFF_TEXTS as TEXTS } from "@app/shared/invoices/staff";
import { formatMinor } from "@app/shared/rates/rates";
import { formatKobo } from "@app/shared/wallet/wallet";
import { Link } from "../../../../components/ui/link";
import { CustomerEmailLink } from "../../../../components/admin-list/customer-link";
import { DetailList } from "../../../../components/ui/print-card";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { ExtraInfo } from "../../../../components/ui/record-parts";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";
const TH = "px-3 py-2 text-left font-semibold text-slate-700";
const TD = "px-3 py-2 text-slate-800";

/** Where the invoiced record is; a customs duty difference names its assessment record, which has no page. */
const RECORD_PATHS: Record<InvoiceReferenceType, ((id: number) => string) | null> = {
  shipments: (id) => `/admin/shipment/${id}`,
  procurement: (id) => `/admin/shop-requests/${id}`,
  pickup: (id) => `/admin/pickups/${id}`,
  customs_duty: null,
};

function RecordLink({ type, id }: { type: InvoiceReferenceType; id: number }) {
  const path = RECORD_PATHS[type];
  const label = type === "customs_duty" ? `Customs duty difference (assessment #${id})` : `${type} #${id}`;
  return path ? (
    <Link to={path(id)} className={LINK}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

/** The printable invoice: transaction id, status, customer, dates, type, total and extra info; payments when any. */
export function InvoiceCard({ invoice: i }: { invoice: StaffInvoice }) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{i.transaction_id}</h1>
        <StatusBadge status={i.status} />
      </header>
      <DetailList
        items={[
          ["Customer email", <CustomerEmailLink key="email" userId={i.user_id} email={i.email_address} />],
          ["Customer", i.customer_name],
          ["Created", formatPortalDate(i.created_at)],
          ["Type", <RecordLink key="t" type={i.reference_type} id={i.reference_id} />],
          [
            "Total cost",
            <span key="c" data-testid="invoice-total">
              {formatMoney(i.total_amount, i.currency)}
            </span>,
          ],
          ["Due date", formatPortalDate(i.due_date)],
          ["Last updated", formatPortalDate(i.updated_at)],
          ["Issued by", i.admin_name ?? "—"],
          ...(i.paid_at ? ([["Paid on", formatPortalDate(i.paid_at)]] as Array<[string, string]>) : []),
        ]}
      />
      <ExtraInfo text={i.extra_info} />
      {(i.payments.length > 0 || i.wallet_payments.length > 0) && (
        <section aria-labelledby="payments-heading">
          <h2 id="payments-heading" className="mb-2 text-lg font-semibold text-slate-900">
            Payments
          </h2>
          <div
            role="region"
            aria-label="Payments table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways and holds nothing focusable; keyboard users must reach it to scroll.
            tabIndex={0}
            className="overflow-x-auto"
          >
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50">
                <tr>
                  <th className={TH}>Reference</th>
                  <th className={TH}>Provider</th>
                  <th className={TH}>Status</th>
                  <th className={TH}>Amount</th>
                  <th className={TH}>Started</th>
                  <th className={TH}>Settled</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {i.payments.map((p) => (
                  <tr key={p.id}>
                    <td className={TD}>{p.reference}</td>
                    <td className={TD}>{p.provider}</td>
                    <td className={TD}>
                      {p.status}
                      {p.failure_reason ? ` (${p.failure_reason})` : ""}
                      {p.refund_due_at && !p.refunded_at && (
                        <>
                          {" "}
                          <StatusBadge status="refund_due" label={TEXTS.refundDueBadge} />
                        </>
                      )}
                    </td>
                    <td className={TD}>{formatMoney(p.amount, p.currency)}</td>
                    <td className={TD}>{formatPortalDate(p.created_at)}</td>
                    <td className={TD}>{p.settled_at ? formatPortalDate(p.settled_at) : "—"}</td>
                  </tr>
                ))}
                {i.wallet_payments.map((w) => (
                  <tr key={`wallet-${w.transaction_id}`}>
                    <td className={TD}>Wallet payment {w.transaction_id}</td>
                    <td className={TD}>wallet{w.by ? ` (by ${w.by})` : ""}</td>
                    <td className={TD}>success</td>
                    <td className={TD}>
                      {formatKobo(w.amount_minor)}
                      {i.currency !== "NGN" && ` (${formatMinor(w.applied_minor, i.currency)})`}
                    </td>
                    <td className={TD}>{formatPortalDate(w.created_at)}</td>
                    <td className={TD}>{formatPortalDate(w.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
