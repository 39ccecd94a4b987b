import { isCalendarDay } from "../core/calendar-day.js";
import { withoutThousandsCommas } from "../core/grouped-number.js";
import { z } from "zod";
import {
  minorToDecimalText,
  RATE_DESTINATIONS,
  RATE_SERVICES,
  type RateCardTerms,
  rateCardTermsSchema,
} from "./rates.js";

/**
 * Rate card management (owners and managers): the form of a new version and what the staff screens show. The form
 * holds text (amounts in major units, '4500.00'; insurance in percent, '1.5'); rateCardFormSchema turns it into the
 * card's terms (minor units, basis points) and checks them with rateCardTermsSchema, putting each message under
 * the form field it is about. The browser and POST /api/admin/rates use this one schema.
 */

export const RATE_TEXTS = {
  listTitle: "Rate cards",
  newTitle: "New rate card version",
  created: "Rate card version saved. It prices from its valid-from date.",
  createFailed: "The rate card could not be saved. Please try again.",
  fetchFailed: "Could not load the rate cards. Please try again.",
  onlyManagers: "Only managers and owners can change rate cards.",
} as const;

/** Today's date (UTC) as 'YYYY-MM-DD', the earliest valid-from of a new version. */
export const todayText = (now = new Date()) => now.toISOString().slice(0, 10);

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? "" : String(v).trim()));

/**
 * Major-unit money text ('4,500.00', '4500') as minor units; undefined when it is not such an amount (a comma that
 * does not part thousands, '12,50', included).
 */
export function moneyTextToMinor(value: string): number | undefined {
  const cleaned = withoutThousandsCommas(value) ?? "";
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A plain decimal with at most 3 decimals ('12.5'); undefined otherwise. */
function decimalTextToNumber(value: string): number | undefined {
  return /^\d{1,6}(\.\d{1,3})?$/.test(value) ? Number(value) : undefined;
}

export const rateCardFormSchema = z
  .object({
    valid_from: text,
    origin: text,
    destination: text,
    service: text,
    currency: text,
    unit: text,
    divisor: text,
    rounding: text,
    pricing_kind: z.enum(["brackets", "per_unit"], { error: "Choose brackets or per unit with a minimum." }),
    brackets: z.array(z.object({ up_to: text, rate: text })).max(50, "At most 50 brackets."),
    per_unit_rate: text,
    minimum_charge: text,
    oversize_side: text,
    oversize_weight: text,
    oversize_fee: text,
    fragile_fee: text,
    insurance_percent: text,
    consolidation_fee: text,
    repack_fee: text,
    transit_min: text,
    transit_max: text,
    /** Sent after staff confirmed a near-zero price or a big change taking effect soon (rates.staff.confirm.ts). */
    confirm: z.boolean().optional(),
  })
  .transform((form, ctx) => {
    const flagged = new Set<string>();
    const issue = (path: string, message: string) => {
      if (flagged.has(path)) return;
      flagged.add(path);
      ctx.addIssue({ code: "custom", path: path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
    };
    const money = (field: string, value: string, label: string, required: boolean): number | null => {
      if (value === "") {
        if (required) issue(field, `Enter the ${label}.`);
        return null;
      }
      const minor = moneyTextToMinor(value);
      if (minor === undefined) issue(field, `${capital(label)} must be an amount like 4500.00.`);
      return minor ?? null;
    };
    const decimal = (field: string, value: string, label: string): number | null => {
      if (value === "") return null;
      const n = decimalTextToNumber(value);
      if (n === undefined) issue(field, `${capital(label)} must be a number like 12.5.`);
      return n ?? null;
    };
    const whole = (field: string, value: string, label: string): number => {
      if (!/^\d{1,3}$/.test(value)) {
        issue(field, value === "" ? `Enter the ${label}.` : `${capital(label)} must be a whole number.`);
        return 1;
      }
      return Number(value);
    };

    if (!isCalendarDay(form.valid_from)) {
      issue("valid_from", "Enter the date from which this version prices.");
    } else if (form.valid_from < todayText()) {
      issue("valid_from", "Valid from must be today or later: past prices are kept as they were.");
    }

    const pricing =
      form.pricing_kind === "brackets"
        ? {
            kind: "brackets" as const,
            brackets: form.brackets.map((b, i) => ({
              up_to: decimal(`brackets.${i}.up_to`, b.up_to, "upper weight"),
              per_unit_minor: money(`brackets.${i}.rate`, b.rate, "rate", true) ?? 0,
            })),
          }
        : {
            kind: "per_unit" as const,
            per_unit_minor: money("per_unit_rate", form.per_unit_rate, "rate per unit", true) ?? 0,
            minimum_minor: money("minimum_charge", form.minimum_charge, "minimum charge", false) ?? 0,
          };

    const side = decimal("oversize_side", form.oversize_side, "oversize longest side");
    const weight = decimal("oversize_weight", form.oversize_weight, "oversize weight");
    const oversizeFee = money("oversize_fee", form.oversize_fee, "oversize fee", side != null || weight != null);
    let insurance: number | null = null;
    if (form.insurance_percent !== "") {
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(form.insurance_percent))
        issue("insurance_percent", "Insurance must be a percentage like 1.5.");
      else insurance = Math.round(Number(form.insurance_percent) * 100);
    }

    const terms = {
      origin: form.origin,
      destination: form.destination,
      service: form.service,
      currency: form.currency,
      unit: form.unit,
      divisor: form.divisor === "" ? Number.NaN : Number(form.divisor),
      rounding: form.rounding === "" ? Number.NaN : Number(form.rounding),
      pricing,
      surcharges: {
        oversize:
          side == null && weight == null && oversizeFee == null
            ? null
            : { longest_side_over: side, weight_over: weight, fee_minor: oversizeFee ?? 0 },
        fragile_fee_minor: money("fragile_fee", form.fragile_fee, "fragile fee", false),
        insurance_bp: insurance,
      },
      handling: {
        consolidation_fee_minor: money("consolidation_fee", form.consolidation_fee, "consolidation fee", false) ?? 0,
        repack_fee_per_box_minor: money("repack_fee", form.repack_fee, "repack fee", false) ?? 0,
      },
      transit_days: {
        min: whole("transit_min", form.transit_min, "shortest transit days"),
        max: whole("transit_max", form.transit_max, "longest transit days"),
      },
    };
    const checked = rateCardTermsSchema.safeParse(terms);
    if (!checked.success) {
      for (const problem of checked.error.issues) issue(formFieldOf(problem.path.map(String)), problem.message);
      return z.NEVER;
    }
    return { valid_from: form.valid_from, terms: checked.data, confirm: form.confirm === true };
  });
export type RateCardFormInput = z.input<typeof rateCardFormSchema>;
export type RateCardFormValues = z.output<typeof rateCardFormSchema>;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a message about a terms path shows in the form. */
function formFieldOf(path: string[]): string {
  const key = path.join(".");
  const direct: Record<string, string> = {
    "pricing.per_unit_minor": "per_unit_rate",
    "pricing.minimum_minor": "minimum_charge",
    "pricing.brackets": "brackets",
    "surcharges.oversize": "oversize_side",
    "surcharges.oversize.longest_side_over": "oversize_side",
    "surcharges.oversize.weight_over": "oversize_weight",
    "surcharges.oversize.fee_minor": "oversize_fee",
    "surcharges.fragile_fee_minor": "fragile_fee",
    "surcharges.insurance_bp": "insurance_percent",
    "handling.consolidation_fee_minor": "consolidation_fee",
    "handling.repack_fee_per_box_minor": "repack_fee",
    "transit_days.min": "transit_min",
    "transit_days.max": "transit_max",
    transit_days: "transit_max",
  };
  if (direct[key]) return direct[key];
  if (path[0] === "pricing" && path[1] === "brackets" && path[2] != null) {
    return `brackets.${path[2]}.${path[3] === "per_unit_minor" ? "rate" : "up_to"}`;
  }
  return path[0] ?? "body";
}

/** The form's values for a stored card (to start a new version from the current one). */
export function formValuesOf(terms: RateCardTerms, validFrom = todayText()): RateCardFormInput {
  const money = (minor: number | null | undefined) => (minor == null ? "" : minorToDecimalText(minor));
  const numberText = (n: number | null | undefined) => (n == null ? "" : String(n));
  const { pricing, surcharges, handling } = terms;
  return {
    valid_from: validFrom,
    origin: terms.origin,
    destination: terms.destination,
    service: terms.service,
    currency: terms.currency,
    unit: terms.unit,
    divisor: String(terms.divisor),
    rounding: String(terms.rounding),
    pricing_kind: pricing.kind,
    brackets:
      pricing.kind === "brackets"
        ? pricing.brackets.map((b) => ({ up_to: numberText(b.up_to), rate: money(b.per_unit_minor) }))
        : [{ up_to: "", rate: "" }],
    per_unit_rate: pricing.kind === "per_unit" ? money(pricing.per_unit_minor) : "",
    minimum_charge: pricing.kind === "per_unit" ? money(pricing.minimum_minor) : "",
    oversize_side: numberText(surcharges.oversize?.longest_side_over),
    oversize_weight: numberText(surcharges.oversize?.weight_over),
    oversize_fee: money(surcharges.oversize?.fee_minor),
    fragile_fee: money(surcharges.fragile_fee_minor),
    insurance_percent: surcharges.insurance_bp == null ? "" : String(surcharges.insurance_bp / 100),
    consolidation_fee: money(handling.consolidation_fee_minor),
    repack_fee: money(handling.repack_fee_per_box_minor),
    transit_min: String(terms.transit_days.min),
    transit_max: String(terms.transit_days.max),
  };
}

/** An empty form (a new route). */
export const EMPTY_RATE_CARD_FORM: RateCardFormInput = {
  valid_from: "",
  origin: "",
  destination: RATE_DESTINATIONS[0],
  service: "air_express",
  currency: "USD",
  unit: "kg",
  divisor: "5000",
  rounding: "1",
  pricing_kind: "brackets",
  brackets: [
    { up_to: "5", rate: "" },
    { up_to: "", rate: "" },
  ],
  per_unit_rate: "",
  minimum_charge: "",
  oversize_side: "",
  oversize_weight: "",
  oversize_fee: "",
  fragile_fee: "",
  insurance_percent: "",
  consolidation_fee: "",
  repack_fee: "",
  transit_min: "",
  transit_max: "",
};

/* ---------- What the staff screens show ---------- */

export const rateCardVersionSchema = z.object({
  id: z.number(),
  origin: z.string(),
  origin_label: z.string(),
  destination: z.enum(RATE_DESTINATIONS),
  service: z.enum(RATE_SERVICES),
  valid_from: z.string(),
  /** 'current' prices today; 'scheduled' starts later; 'past' was replaced. */
  state: z.enum(["current", "scheduled", "past"]),
  terms: rateCardTermsSchema,
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type RateCardVersionView = z.infer<typeof rateCardVersionSchema>;

export const rateRouteSchema = z.object({
  origin: z.string(),
  origin_label: z.string(),
  destination: z.enum(RATE_DESTINATIONS),
  service: z.enum(RATE_SERVICES),
  current: rateCardVersionSchema.nullable(),
  /** Every version, newest valid-from first. */
  versions: z.array(rateCardVersionSchema),
});
export type RateRouteView = z.infer<typeof rateRouteSchema>;

export const rateRoutesResponseSchema = z.object({
  routes: z.array(rateRouteSchema),
  /** Warehouses a card may start from (city and label), for the form. */
  origins: z.array(z.object({ city: z.string(), label: z.string() })),
});

export const rateCardIdParamSchema = z.object({
  id: z.coerce.number({ error: "Invalid id" }).int("Invalid id").min(1, "Invalid id").max(2_147_483_647, "Invalid id"),
});

export const rateCardCreatedSchema = z.object({ message: z.string(), card: rateCardVersionSchema });
