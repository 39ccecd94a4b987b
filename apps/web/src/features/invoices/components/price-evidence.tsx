import {
  boxFormula,
  evidenceTotalFormula,
  type InvoiceEvidence,
  type InvoiceEvidenceLine,
} from "@app/shared/invoices/evidence";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { formatMinor, RATE_SERVICE_LABELS } from "@app/shared/rates/rates";
import { formatDimensions, formatWeight } from "@app/shared/core/units";
import { thumbnailUrl } from "../../../lib/image-urls";

const DT = "text-xs font-semibold uppercase tracking-wide text-slate-500";

/**
 * "How this price was calculated": for each priced box its actual weight and dimensions, the volumetric weight with
 * its divisor, the chargeable weight with its rounding, the rate and every formula line as the pricing engine wrote
 * them, and the package photos; then the handling lines. Shared by the customer's and the staff invoice pages.
 * `onQuestion` (customer only) adds "Question this charge" to each line.
 */
export function PriceEvidence({
  evidence,
  onQuestion,
}: {
  evidence: InvoiceEvidence;
  onQuestion?: (line: number) => void;
}) {
  const money = (minor: number) => formatMinor(minor, evidence.currency);
  return (
    <section aria-labelledby="evidence-heading" className="space-y-4" data-testid="price-evidence">
      <div>
        <h2 id="evidence-heading" className="text-lg font-semibold text-slate-900">
          How this price was calculated
        </h2>
        <p className="text-sm text-slate-600" data-testid="evidence-card">
          Rate card #{evidence.rate_card_id} (valid from {evidence.rate_card_valid_from}):{" "}
          {warehouseName(evidence.origin)} → {evidence.destination}, {RATE_SERVICE_LABELS[evidence.service]}
        </p>
        {evidence.weights && (
          <p className="text-sm text-slate-600" data-testid="evidence-weights">
            Weight before packing {formatWeight(evidence.weights.before_grams)}, after packing{" "}
            {formatWeight(evidence.weights.after_grams)}
          </p>
        )}
      </div>
      <ol className="space-y-4">
        {evidence.lines.map((line, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are stored once and never reordered
            key={index}
            className="rounded-lg border border-slate-200 p-4"
            data-testid="evidence-line"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{line.label}</h3>
              <span className="font-semibold tabular-nums text-slate-900">{money(line.amount_minor)}</span>
            </div>
            {line.box ? (
              <BoxEvidence line={line} money={money} />
            ) : (
              <p className="text-sm text-slate-700">{line.formula}</p>
            )}
            {onQuestion && (
              <button
                type="button"
                className="no-print mt-3 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                onClick={() => onQuestion(index)}
              >
                Question this charge
              </button>
            )}
          </li>
        ))}
      </ol>
      <div className="text-right">
        <p className="font-semibold text-slate-900" data-testid="evidence-total">
          Total {money(evidence.total_minor)}
        </p>
        {evidence.lines.length > 1 && (
          <p className="text-sm text-slate-600" data-testid="evidence-total-formula">
            {evidenceTotalFormula(evidence)}
          </p>
        )}
      </div>
    </section>
  );
}

function BoxEvidence({ line, money }: { line: InvoiceEvidenceLine; money: (minor: number) => string }) {
  const box = line.box!;
  const p = box.price;
  return (
    <div className="mt-3 space-y-3 text-sm">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <dt className={DT}>Actual weight</dt>
          <dd>
            {p.actual.value} {p.unit} · {formatWeight(box.weight_grams)}
          </dd>
        </div>
        <div>
          <dt className={DT}>Dimensions</dt>
          <dd>{formatDimensions(box)}</dd>
        </div>
        <div>
          <dt className={DT}>Volumetric weight</dt>
          <dd data-testid="evidence-volumetric">
            {p.volumetric.value} {p.unit} (divisor {p.divisor_text})
          </dd>
        </div>
        <div>
          <dt className={DT}>Chargeable weight</dt>
          <dd data-testid="evidence-chargeable">
            {p.chargeable.value} {p.unit} (rounded up to {p.rounding} {p.unit})
          </dd>
        </div>
        <div>
          <dt className={DT}>Rate</dt>
          <dd>
            {money(p.rate_per_unit_minor)} per {p.unit}
          </dd>
        </div>
      </dl>
      <table className="min-w-full text-sm">
        <tbody className="divide-y divide-slate-100">
          {p.lines
            .filter((l) => l.kind !== "consolidation" && l.kind !== "repack")
            .map((l) => (
              <tr key={l.kind}>
                <td className="py-1 pr-3 text-slate-800">{l.label}</td>
                <td className="py-1 pr-3 text-slate-600">{l.formula}</td>
                <td className="py-1 text-right tabular-nums">{money(l.amount_minor)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <div>
        <p className={DT}>Formula</p>
        <ol className="list-decimal space-y-0.5 pl-5 font-mono text-xs text-slate-700" data-testid="evidence-formula">
          {boxFormula(p).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {box.photos.length > 0 && (
        <div className="flex flex-wrap gap-2" data-testid="evidence-photos">
          {box.photos.map((photo) => (
            <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
              <img
                src={thumbnailUrl(photo.url)}
                alt={photo.name ?? `Photo of ${line.label}`}
                className="h-20 w-20 rounded-md border border-slate-200 object-cover"
                loading="lazy"
              />
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
