import { hsCodeDigits } from "@app/shared/customs/customs";
import { DUTY_TEXTS, type DutyLineInput, dutiesOf, headingFor } from "@app/shared/customs/duty";
import { type DutyEstimate, dutyEstimateView } from "@app/shared/customs/estimate";
import { suggestHeading } from "@app/shared/customs/suggest";
import { toMinorUnits } from "@app/shared/payments/payments";
import type { PublicTariff } from "@app/shared/customs/tariff";
import { declarationItemSchema } from "@app/shared/ship-requests/ship-requests";

/** A declaration row as the form holds it: text, as typed. */
export interface DraftLine {
  description?: string | null;
  quantity?: string | number | null;
  unit_value?: string | number | null;
  currency?: string | null;
  hs_code?: string | null;
}

/** '12.5' → 1250 exactly (no floating point); null when it is not an amount with at most 2 decimals. */
export function minorOfText(value: string | number | null | undefined): number | null {
  const text = String(value ?? "").trim();
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? toMinorUnits(text) : null;
}

/** The HS heading a description suggests in the published tariff (what the server fills in when left empty). */
export function suggestedCode(description: string | null | undefined, tariff: PublicTariff): string | null {
  return description?.trim() ? (suggestHeading(description, tariff.headings)?.heading ?? null) : null;
}

/**
 * The estimate of a declaration being typed, with the same calculator and texts as the server (decision 0072). A
 * line without its own HS code is priced with the suggested one, as the server will. Freight is not known before
 * the quote, so it counts nothing here (the request's detail adds its share). Rows still being typed report no
 * problem but a prohibited code. An HS code typed with dots or spaces counts as its digits, as on the server.
 */
export function draftDutyEstimate(lines: readonly DraftLine[], tariff: PublicTariff): DutyEstimate {
  const inputs: DutyLineInput[] = lines.map((line) => {
    const currency = line.currency ?? "USD";
    // A quantity the server refuses (1.5, 1e2) prices nothing, by the shared schema's rule.
    const quantity = declarationItemSchema.shape.quantity.safeParse(line.quantity ?? "");
    return {
      description: line.description?.trim() || "item",
      quantity: quantity.success ? quantity.data : 0,
      // Read as the server reads it ('8518.30' is 851830), so its heading and restriction are the ones it will apply.
      hs_code: hsCodeDigits(line.hs_code ?? "") || suggestedCode(line.description, tariff),
      unit_value_minor: minorOfText(line.unit_value),
      currency,
      customs_rate: tariff.rates[currency] ?? null,
    };
  });
  const result = dutiesOf(inputs, tariff.headings, tariff.levies, 0);
  // A row still being typed (no description, or no value yet) is not a problem to report: the form's own checks say
  // what is missing when it is submitted.
  const typing = (i: number) => !lines[i]?.description?.trim() || minorOfText(lines[i]?.unit_value) == null;
  const problems = [
    ...result.problems.filter((p) => p.reason === "prohibited" || !typing(p.index)),
    ...inputs.flatMap((input, i) => {
      const heading = typing(i) && input.hs_code ? headingFor(input.hs_code, tariff.headings) : null;
      if (heading?.restriction !== "prohibited" || !lines[i]?.description?.trim()) return [];
      const message = DUTY_TEXTS.prohibited(DUTY_TEXTS.lineName(i, input.description), heading);
      return [{ index: i, reason: "prohibited" as const, message }];
    }),
  ].sort((a, b) => a.index - b.index);
  return dutyEstimateView({ ...result, problems }, tariff.levies, 0);
}
