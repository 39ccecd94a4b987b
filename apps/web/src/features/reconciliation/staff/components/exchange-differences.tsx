import {
  type ExchangeDifferenceReport,
  type ExchangeDifferenceRow,
  RECONCILIATION_TEXTS,
} from "@app/shared/reconciliation/staff";
import { formatKobo } from "@app/shared/wallet/wallet";
import { type FormEvent, useState } from "react";
import { Button, buttonClass } from "../../../../components/ui/button";
import { Card, Spinner } from "../../../../components/ui/card";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { TextField } from "../../../../components/ui/field";
import { LoadFailed } from "../../../../components/ui/load-failed";
import { exchangeCsvUrl, useExchangeDifferences } from "../api/reconciliation";
import { rateEquation } from "@app/shared/payments/payments";
import { formatMinor } from "@app/shared/rates/rates";

const firstOfMonth = () => `${new Date().toISOString().slice(0, 8)}01`;
const today = () => new Date().toISOString().slice(0, 10);
const signed = (kobo: number | null) => (kobo === null ? "no rate then" : `${kobo > 0 ? "+" : ""}${formatKobo(kobo)}`);

const columns: Column<ExchangeDifferenceRow>[] = [
  { header: "Invoice", cell: (r) => r.transaction_id },
  { header: "Customer", cell: (r) => <span className="break-all">{r.customer_email}</span> },
  { header: "Settled", cell: (r) => formatMinor(r.invoice_amount_minor, r.currency) },
  { header: "Rate when issued", cell: (r) => (r.rate_at_issue ? rateEquation(r.currency, r.rate_at_issue) : "—") },
  { header: "Rate when paid", cell: (r) => rateEquation(r.currency, r.rate_at_payment) },
  { header: "Paid", cell: (r) => formatKobo(r.paid_kobo) },
  { header: "Difference", cell: (r) => signed(r.difference_kobo) },
  { header: "Paid by", cell: (r) => (r.source === "wallet" ? "Wallet" : "Checkout") },
];

/** The exchange difference of invoices paid in naira between two days, with its CSV (decision 0057). */
export function ExchangeDifferences() {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string>();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const report = useExchangeDifferences(range);
  const data = report.data as ExchangeDifferenceReport | undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (from > to) {
      setError(RECONCILIATION_TEXTS.rangeOrder);
      return;
    }
    setError(undefined);
    setRange({ from, to });
  }

  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{RECONCILIATION_TEXTS.exchangeTitle}</h2>
      <p className="text-sm text-slate-600">
        Each naira payment of an invoice in another currency: the rate in force when the invoice was issued against the
        rate of the payment. Positive: more naira than at issue.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Exchange differences" noValidate>
        <TextField
          label="From"
          name="from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          wrapperClassName="w-48"
        />
        <TextField
          label="To"
          name="to"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={error}
          wrapperClassName="w-48"
        />
        <Button type="submit" variant="secondary">
          Show report
        </Button>
        {range && (
          <a href={exchangeCsvUrl(range)} className={buttonClass("secondary")} download>
            Download CSV
          </a>
        )}
      </form>
      {range === null ? null : report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <LoadFailed query={report} title="Could not load the exchange differences." />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900" data-testid="exchange-total">
            Total difference: {signed(data?.total_difference_kobo ?? 0)}
          </p>
          <DataTable
            caption="Exchange differences"
            columns={columns}
            rows={data?.rows}
            rowKey={(r) => `${r.source}-${r.invoice_id}-${r.paid_at}-${r.reference}`}
          />
        </>
      )}
    </Card>
  );
}
