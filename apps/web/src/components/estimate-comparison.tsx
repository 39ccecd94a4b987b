import type { EstimateComparison } from "@app/shared/ship-requests/estimate";
import { ESTIMATE_COMPARISON_TEXTS as TEXTS } from "@app/shared/ship-requests/estimate-comparison";
import type { ReactNode } from "react";
import { formatMinor } from "@app/shared/rates/rates";

/**
 * A packed ship request's invoice beside its estimate (decision 0030): the estimate, the invoice's shipping charges,
 * the difference and its reasons; the duties and taxes the estimate never included, and the invoice's total, when the
 * invoice has any, so the rows add up to the total the customer pays.
 * Above the estimate by more than the notice share, a notice says so before the customer pays, with `question` (the
 * "Question this charge" button or a link to the invoice where it is).
 */
export function EstimateComparisonPanel({
  comparison: c,
  question,
}: {
  comparison: EstimateComparison;
  question?: ReactNode;
}) {
  const money = (minor: number) => formatMinor(minor, c.currency);
  const sign = c.difference_minor > 0 ? "+" : c.difference_minor < 0 ? "−" : "";
  const difference = `${sign}${money(Math.abs(c.difference_minor))} (${sign}${c.difference_percent.replace("-", "")} %)`;
  return (
    <section
      aria-labelledby="estimate-comparison-heading"
      className="space-y-3 text-sm"
      data-testid="estimate-comparison"
    >
      <h2 id="estimate-comparison-heading" className="text-lg font-semibold text-slate-900">
        {TEXTS.heading}
      </h2>
      {c.above_notice && (
        <div
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
          data-testid="estimate-notice"
        >
          <p className="font-semibold">
            This invoice is {money(c.difference_minor)} ({c.difference_percent} %) above your estimate of{" "}
            {money(c.estimate_minor)}, more than the {c.notice_percent} % we tell you about before you pay.
          </p>
          <p>Please read why below before paying. If a charge looks wrong, question it: we answer before you pay.</p>
          {question && <div className="mt-2">{question}</div>}
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">{TEXTS.estimate}</dt>
        <dd data-testid="comparison-estimate">
          {money(c.estimate_minor)}
          {c.low_minor !== c.high_minor && ` (range ${money(c.low_minor)} to ${money(c.high_minor)})`}
        </dd>
        <dt className="text-slate-500">{TEXTS.shipping}</dt>
        <dd data-testid="comparison-invoice">
          {money(c.invoice_minor)}
          {c.within_range ? TEXTS.withinRange : TEXTS.outsideRange}
        </dd>
        <dt className="text-slate-500">{TEXTS.difference}</dt>
        <dd data-testid="comparison-difference">{difference}</dd>
        {c.duties_minor > 0 && (
          <>
            <dt className="text-slate-500">{TEXTS.duties}</dt>
            <dd data-testid="comparison-duties">{money(c.duties_minor)}</dd>
            <dt className="text-slate-500">{TEXTS.total}</dt>
            <dd data-testid="comparison-total">{money(c.invoice_minor + c.duties_minor)}</dd>
          </>
        )}
      </dl>
      {c.reasons.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Why it differs</h3>
          <ul className="list-disc pl-5 text-slate-700" data-testid="comparison-reasons">
            {c.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
