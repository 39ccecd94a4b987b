import { differenceWords, type AssessmentView, type ShipmentDutyView } from "@app/shared/customs/assessment";
import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { formatMinor } from "@app/shared/rates/rates";
import { formatKobo } from "@app/shared/wallet/wallet";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "../../../components/ui/link";
import { ListLoadFailed } from "../../../components/ui/load-failed";
import { DetailList } from "../../../components/ui/print-card";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The estimate charged at packing, what customs assessed, and the difference overall (staff and customer). */
export function DutyFigures({ duty }: { duty: ShipmentDutyView }) {
  const onInvoice =
    duty.invoice_currency === "NGN"
      ? ""
      : ` (${formatMinor(duty.invoice_amount_minor, duty.invoice_currency)} on the invoice)`;
  return (
    <DetailList
      items={[
        ["Duties and taxes estimated", `${formatKobo(duty.estimated_kobo)}${onInvoice}`],
        ["Assessed by customs", duty.assessed_kobo === null ? "Not recorded yet" : formatKobo(duty.assessed_kobo)],
        [
          "Difference",
          duty.difference_kobo === null ? null : (
            <span key="d" data-testid="duty-difference">
              {differenceWords(duty.difference_kobo)}
            </span>
          ),
        ],
      ]}
    />
  );
}

/** The record's invoice as a link, with its amount and status. */
function InvoiceLink({
  invoice,
  invoicePath,
}: {
  invoice: NonNullable<AssessmentView["invoice"]>;
  invoicePath: (id: number) => string;
}) {
  return (
    <>
      <Link to={invoicePath(invoice.id)} className={LINK}>
        {invoice.transaction_id}
      </Link>{" "}
      ({formatMoney(invoice.total_amount, invoice.currency)}, {invoice.status})
    </>
  );
}

/**
 * What one record did: an invoice for the difference; for a decrease, what came off unpaid difference invoices
 * (cancelled, and what they billed beyond it billed again), then the credit to the wallet; or nothing.
 */
function outcomeOf(a: AssessmentView, invoicePath: (id: number) => string) {
  if (a.outcome === "credit") {
    const credited = -a.difference_kobo - a.waived_kobo;
    const parts = [
      ...(a.waived_kobo > 0
        ? [`${formatKobo(a.waived_kobo)} taken off the unpaid difference invoice, now cancelled`]
        : []),
      ...(credited > 0 ? [`${formatKobo(credited)} credited to the wallet`] : []),
    ];
    return (
      <>
        {parts.join("; ")}
        {a.invoice ? (
          <>
            ; what is still due billed on invoice <InvoiceLink invoice={a.invoice} invoicePath={invoicePath} />
          </>
        ) : null}
      </>
    );
  }
  if (a.outcome === "charge" && a.invoice) {
    return (
      <>
        {formatKobo(a.difference_kobo)} billed on invoice <InvoiceLink invoice={a.invoice} invoicePath={invoicePath} />
      </>
    );
  }
  return "No difference: nothing to settle";
}

/** Every record, oldest first: the first against the estimate, each correction against the record before. */
export function AssessmentRecords({
  assessments,
  invoicePath,
}: {
  assessments: AssessmentView[];
  invoicePath: (id: number) => string;
}) {
  if (assessments.length === 0) return null;
  return (
    <ol className="space-y-2 text-sm" data-testid="assessment-records">
      {assessments.map((a, i) => (
        <li key={a.id} className="rounded border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">
            {i === 0 ? "Assessed" : "Corrected"}: {formatKobo(a.assessed_kobo)} ·{" "}
            {differenceWords(a.difference_kobo, i === 0 ? "estimated" : "recorded before")}
          </p>
          <p className="text-slate-700">{outcomeOf(a, invoicePath)}</p>
          {a.reason ? <p className="text-slate-700">Reason: {a.reason}</p> : null}
          <p className="text-slate-500">
            {formatPortalDate(a.created_at)}
            {a.master ? ` · for master ${a.master.reference}` : ""}
            {a.recorded_by ? ` · ${a.recorded_by}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}

export const DUTY_LOAD_FAILED = "We could not load the duties and taxes of this shipment.";

/**
 * A duty section whose load failed: its heading, the reason and 'Try again', where the section was left out, which
 * read as a shipment without duty (staff and customer alike).
 */
export function DutyLoadFailed({
  query,
  heading,
  headingId,
  title = DUTY_LOAD_FAILED,
}: {
  query: UseQueryResult<unknown>;
  heading: string;
  headingId: string;
  title?: string;
}) {
  return (
    <section className="mt-6 space-y-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ListLoadFailed error={query.error} retry={() => void query.refetch()} title={title} />
    </section>
  );
}
