import type { HsCodeSource } from "@app/shared/customs/customs";
import { DUTY_TEXTS, headingFor } from "@app/shared/customs/duty";
import type { DutyEstimate } from "@app/shared/customs/estimate";
import { customsFreightMinor } from "@app/shared/customs/freight";
import { suggestHeading } from "@app/shared/customs/suggest";
import type { ShipRequestQuote } from "@app/shared/ship-requests/ship-requests";
import type { DbOrTx } from "../../db/client.js";
import { badRequest } from "../../lib/errors.js";
import { type DeclarationLine, priceDeclaration, tariffInForce } from "../customs/public.js";

/**
 * A ship request's customs lines (issue 37, decision 0072): each line gets an HS code, the customer's own or one
 * suggested from its description by the tariff's keywords; a line of a prohibited heading is refused before
 * anything is stored, naming the line. The estimate is priced with the tariff, levies and customs rates in force.
 */

export async function classifyDeclaration<T extends DeclarationLine>(
  db: DbOrTx,
  items: readonly T[],
): Promise<(T & { hs_code_source: HsCodeSource | null })[]> {
  const tariff = await tariffInForce(db);
  const classified = items.map((item) => {
    if (item.hs_code) return { ...item, hs_code_source: "customer" as const };
    const suggested = suggestHeading(item.description, tariff);
    return suggested
      ? { ...item, hs_code: suggested.heading, hs_code_source: "suggested" as const }
      : { ...item, hs_code_source: null };
  });
  const fields: Record<string, string> = {};
  classified.forEach((item, index) => {
    const heading = item.hs_code ? headingFor(item.hs_code, tariff) : null;
    if (heading?.restriction === "prohibited") {
      fields[`items.${index}.hs_code`] = DUTY_TEXTS.prohibited(DUTY_TEXTS.lineName(index, item.description), heading);
    }
  });
  const messages = Object.values(fields);
  if (messages.length > 0) throw badRequest(messages.join(" "), fields);
  return classified;
}

/**
 * The duty and taxes of a request's lines now, the freight being the carriage of its quote's boxes (decision 0125,
 * the same basis packing bills), shared between the lines by FOB.
 */
export async function dutiesOfRequest(
  db: DbOrTx,
  quote: Pick<ShipRequestQuote, "parcels" | "currency">,
  items: readonly DeclarationLine[],
): Promise<DutyEstimate> {
  const freight = quote.currency ? { minor: customsFreightMinor(quote.parcels), currency: quote.currency } : null;
  const view = (await priceDeclaration(db, items, freight)).view;
  return { ...view, problems: view.problems.map((problem) => asSubmitted(problem, items)) };
}

/**
 * A submitted request's declaration can no longer be changed by its customer, so a line without a code, or with one
 * the tariff lacks, does not ask them to choose one (the form's words): staff classify it (the HS-code correction).
 */
function asSubmitted(problem: DutyEstimate["problems"][number], items: readonly DeclarationLine[]) {
  const item = items[problem.index];
  if (!item) return problem;
  const line = DUTY_TEXTS.lineName(problem.index, item.description);
  if (problem.reason === "no_hs_code") return { ...problem, message: DUTY_TEXTS.noHsCodeSubmitted(line) };
  if (problem.reason === "no_heading" && item.hs_code)
    return { ...problem, message: DUTY_TEXTS.noHeadingSubmitted(line, item.hs_code) };
  return problem;
}
