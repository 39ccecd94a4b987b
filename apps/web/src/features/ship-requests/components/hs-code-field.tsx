import type { DutyEstimate } from "@app/shared/customs/estimate";
import type { PublicTariff } from "@app/shared/customs/tariff";
import { formatKobo } from "@app/shared/wallet/wallet";
import type { InputHTMLAttributes } from "react";
import { TextField } from "../../../components/ui/field";

export const HS_DATALIST_ID = "hs-headings";

const RESTRICTION_WORDS = { none: "", restricted: " (restricted)", prohibited: " (prohibited)" } as const;

/** The published headings as the HS code fields' suggestions: typing digits or words of a description finds them. */
export function HsHeadingList({ tariff }: { tariff: PublicTariff | undefined }) {
  return (
    <datalist id={HS_DATALIST_ID}>
      {(tariff?.headings ?? []).map((h) => (
        <option key={h.id} value={h.heading}>
          {`${h.heading} ${h.description} · ${h.duty_rate} %${RESTRICTION_WORDS[h.restriction]}`}
        </option>
      ))}
    </datalist>
  );
}

/** What a line's HS code gives: its heading and duty, a restriction's note, or why it cannot be shipped or priced. */
export function lineHsState(index: number, estimate: DutyEstimate | null) {
  const problem = estimate?.problems.find((p) => p.index === index);
  const warning = estimate?.warnings.find((w) => w.index === index);
  const line = estimate?.lines.find((l) => l.index === index);
  const priced = line
    ? `${line.heading} ${line.heading_description}: duty ${line.duty_rate} %, duty and taxes ${formatKobo(line.total_kobo)}`
    : undefined;
  return {
    /** A prohibited line is an error before submission; other problems (no value yet...) are hints. */
    blocking: problem?.reason === "prohibited" ? problem.message : undefined,
    hint: warning?.message ?? priced ?? problem?.message,
  };
}

/** A declaration line's HS code: prefilled from the description's suggestion, chosen from the published tariff. */
export function HsCodeField({
  index,
  estimate,
  error,
  ...input
}: { index: number; estimate: DutyEstimate | null; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const state = lineHsState(index, estimate);
  return (
    <TextField
      label="HS code"
      autoComplete="off"
      list={HS_DATALIST_ID}
      wrapperClassName="sm:col-span-12"
      hint={
        state.hint ? (
          <span data-testid={`hs-state-${index}`}>{state.hint}</span>
        ) : (
          "Type the code, or words of the item, and choose from our tariff."
        )
      }
      error={error ?? state.blocking}
      data-testid={`hs-code-${index}`}
      {...input}
    />
  );
}
