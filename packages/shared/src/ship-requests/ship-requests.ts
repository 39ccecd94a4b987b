import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { HS_CODE_PATTERN, HS_CODE_SOURCES, hsCodeDigits } from "../customs/customs.js";
import { dutyEstimateSchema, dutyPricingSchema } from "../customs/estimate.js";
import { LGA_NOT_LISTED, lgasOf } from "./lgas.js";
import { CURRENCY_CODES, INVOICE_STATUSES } from "../core/enums.js";
import { optionalText, positiveDecimal, positiveInteger, requiredText } from "../core/form-values.js";
import { MAX_ID, paginationSchema } from "../core/http.js";
import { packageSchema } from "../packages/packages.js";
import { PRICE_LINE_KINDS } from "../rates/rates.js";
import { estimateComparisonSchema } from "./estimate.js";

/**
 * Ship requests (customer): received parcels of one warehouse sent on to Nigeria, consolidated or separately, with
 * the repack level, extras, the delivery (a Nigerian door or a Lagos office) and an item-level customs declaration.
 * The web form and the API check the same schema; submitting answers the quote.
 */

export const SHIP_REQUEST_STATUSES = ["submitted", "packed", "paid", "shipped", "cancelled"] as const;
export type ShipRequestStatus = (typeof SHIP_REQUEST_STATUSES)[number];
/** Statuses that hold their packages: a package is in at most one such request. */
export const ACTIVE_SHIP_REQUEST_STATUSES: readonly ShipRequestStatus[] = ["submitted", "packed", "paid"];

export const SHIP_REQUEST_STATUS_LABELS: Record<ShipRequestStatus, string> = {
  submitted: "Submitted",
  packed: "Packed",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
};

export const SHIP_SERVICES = ["air_express", "air_economy", "sea"] as const;
export type ShipService = (typeof SHIP_SERVICES)[number];
export const SHIP_SERVICE_LABELS: Record<ShipService, string> = {
  air_express: "Air express",
  air_economy: "Air economy",
  sea: "Sea freight",
};

export const REPACK_LEVELS = ["keep_outer_box", "keep_retail_box", "remove_packaging"] as const;
export type RepackLevel = (typeof REPACK_LEVELS)[number];
export const REPACK_LEVEL_LABELS: Record<RepackLevel, string> = {
  keep_outer_box: "Keep the outer box",
  keep_retail_box: "Keep the retail box (outer box removed)",
  remove_packaging: "Remove all packaging",
};

export const DELIVERY_KINDS = ["door", "office_pickup"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Our Lagos offices where a customer may collect a parcel. */
export const LAGOS_OFFICES = [
  { code: "yaba", label: "Yaba office, 12 Herbert Macaulay Way, Sabo, Yaba" },
  { code: "isolo", label: "Isolo office, 7 Osolo Way, Isolo" },
  { code: "ikeja", label: "Ikeja office, 22 Allen Avenue, Ikeja" },
] as const;
export type LagosOffice = (typeof LAGOS_OFFICES)[number]["code"];
const OFFICE_CODES = LAGOS_OFFICES.map((o) => o.code) as [LagosOffice, ...LagosOffice[]];
/** An office as people read it ('Isolo office, 7 Osolo Way, Isolo'); an unknown code as it is. */
export const lagosOfficeLabel = (code: string) => LAGOS_OFFICES.find((o) => o.code === code)?.label ?? code;

/** The 36 states of Nigeria and the Federal Capital Territory. */
export const NIGERIAN_STATES = [
  "Abia",
  "Adamawa",
  "Akwa Ibom",
  "Anambra",
  "Bauchi",
  "Bayelsa",
  "Benue",
  "Borno",
  "Cross River",
  "Delta",
  "Ebonyi",
  "Edo",
  "Ekiti",
  "Enugu",
  "Gombe",
  "Imo",
  "Jigawa",
  "Kaduna",
  "Kano",
  "Katsina",
  "Kebbi",
  "Kogi",
  "Kwara",
  "Lagos",
  "Nasarawa",
  "Niger",
  "Ogun",
  "Ondo",
  "Osun",
  "Oyo",
  "Plateau",
  "Rivers",
  "Sokoto",
  "Taraba",
  "Yobe",
  "Zamfara",
  "FCT (Abuja)",
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const SHIP_REQUEST_TEXTS = {
  noPackages: "Choose at least one package to ship.",
  oneWarehouse: (found: string) => `Choose packages at one warehouse: these are at ${found}.`,
  notYours: "One of the chosen packages was not found. Please choose again from My Packages.",
  notReady: (code: string, status: string) =>
    `Package ${code} is ${status.toLowerCase()} and cannot be shipped now: choose packages at the warehouse.`,
  /** A parcel staff put on hold stays at the warehouse until they release it (decision 0130). */
  onHold: (code: string) =>
    `Package ${code} is on hold at the warehouse and cannot be shipped until we release it: leave it out, or contact us to ask why.`,
  /** Beside a parcel on hold on the new request's form, which does not offer it. */
  onHoldNote: "On hold at the warehouse: it can be shipped once we release it. Contact us to ask why.",
  /** A parcel an open ship request holds, on My Packages and the new request's form. */
  heldBy: (request: number) => `In ship request #${request}`,
  inAnother: (code: string, request: number) =>
    `Package ${code} is already in ship request #${request}. Cancel that request first, or leave the package out.`,
  oneCurrency: "Declare every item in the same currency.",
  declaredTotalMax: (currency: string) =>
    `The declared items may total at most ${MAX_DECLARED_TOTAL.toLocaleString("en-US")} ${currency}: for more, please contact us.`,
  /** Insurance is a percentage of the declared value in the currency the route is priced in. */
  insuranceCurrency: (cardCurrency: string) =>
    `Insurance is priced on the value declared in ${cardCurrency}, the currency of this route's prices: declare your items in ${cardCurrency} to insure them, or ship without insurance.`,
  insuranceNotPriced: (cardCurrency: string) =>
    `Your items are declared in another currency than this route's prices (${cardCurrency}), so this request is not insured: contact us if you want insurance.`,
  noItems: "Declare at least one item in the customs declaration.",
  confirm: "Confirm that the customs declaration is true and complete.",
  phone: "Enter a Nigerian phone number, e.g. 0803 123 4567.",
  submitted: "Your ship request has been submitted. Here is your quote.",
  cancelled: "Your ship request has been cancelled. Its packages are back at the warehouse.",
  /** Why a request that is no longer submitted cannot be cancelled, by its status. */
  notCancellable: (status: ShipRequestStatus) =>
    status === "cancelled"
      ? "This ship request is already cancelled."
      : `This ship request can no longer be cancelled: it has been ${SHIP_REQUEST_STATUS_LABELS[status].toLowerCase()}.`,
  notFound: "Ship request not found.",
  /** Nigerian customs read the declaration in English. */
  english: "Describe the item in English for customs, e.g. 'Men's leather shoes' or 'Wireless headphones'.",
  vague: (word: string) =>
    `'${word}' is too vague for customs. Say what the item is, e.g. 'Men's leather shoes' or 'Wireless headphones'.`,
} as const;

/** Words customs reject as a whole description. */
const VAGUE_WORDS = [
  "gift",
  "gifts",
  "stuff",
  "item",
  "items",
  "goods",
  "things",
  "misc",
  "miscellaneous",
  "various",
  "personal items",
  "personal effects",
  "merchandise",
  "present",
  "parcel",
  "package",
  "sample",
  "samples",
  "other",
];

/** The description's Latin letters and digits, lower case, accents dropped ('Téléphone PS5' → 'telephone ps5'). */
const latinWords = (text: string) =>
  text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A specific description customs can read: not one of the vague words alone, at least three letters or digits
 * ('PS5' is a console, not a vague word), in English (a description in another script was called 'too vague').
 */
export const declarationDescriptionSchema = requiredText("Describe the item.", 200, "Item description").superRefine(
  (text, ctx) => {
    const plain = latinWords(text);
    const letters = plain
      .replace(/[^a-z ]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (letters === "" && /\p{L}/u.test(text)) ctx.addIssue({ code: "custom", message: SHIP_REQUEST_TEXTS.english });
    else if (letters === "" || VAGUE_WORDS.includes(letters) || plain.length < 3)
      ctx.addIssue({ code: "custom", message: SHIP_REQUEST_TEXTS.vague(text) });
  },
);

/** A Nigerian phone number in any usual spelling ('0803 123 4567', '+234 803 123 4567'), stored as E.164. */
export const nigerianPhoneSchema = z
  .string({ error: SHIP_REQUEST_TEXTS.phone })
  .trim()
  .transform((text, ctx) => {
    const parsed = parsePhoneNumberFromString(text, "NG");
    if (parsed?.country !== "NG" || !parsed.isValid()) {
      ctx.addIssue({ code: "custom", message: SHIP_REQUEST_TEXTS.phone });
      return z.NEVER;
    }
    return parsed.number as string;
  });

/** An E.164 Nigerian number as people read it: '+2348031234567' → '0803 123 4567'. */
export function formatNigerianPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  const parsed = parsePhoneNumberFromString(e164, "NG");
  return parsed ? parsed.formatNational() : e164;
}

/**
 * The most a declaration in a foreign currency may total (decision 0125): its FOB at the highest accepted rate is at
 * most ₦1,000,000,000,000, so its CIF, every levy and the duty stay safe integers in kobo. A declaration in naira is
 * held to that already by its lines' limits (100 lines of 10,000 × ₦1,000,000).
 */
export const MAX_DECLARED_TOTAL = 10_000_000;

export const declarationItemSchema = z.object({
  description: declarationDescriptionSchema,
  quantity: positiveInteger("Quantity must be a whole number of at least 1.", 10_000),
  unit_value: positiveDecimal(
    {
      invalid: "Enter the value of one item (more than 0).",
      decimals: "Unit value can have at most 2 decimals.",
      max: "Unit value must be at most 1,000,000.",
    },
    1_000_000,
  ),
  currency: z.enum(CURRENCY_CODES, { error: "Choose the currency of the value." }),
  // Written with dots or spaces ('8518.30') it is read as staff's correction reads it: its digits.
  hs_code: optionalText(20, "HS code")
    .transform((typed) => (typed === null ? null : hsCodeDigits(typed)))
    .pipe(z.string().regex(HS_CODE_PATTERN, "An HS code has 4 to 10 digits.").nullable()),
});
export type DeclarationItemInput = z.input<typeof declarationItemSchema>;

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalField = (message: string, label: string, max = 200) =>
  z.preprocess(emptyToNull, requiredText(message, max, label).nullish());

/** The "Ship these" form, as the portal sends it (JSON). */
let shipRequestFields = z
  .object({
    package_ids: z
      .array(z.coerce.number().int().positive(), { error: SHIP_REQUEST_TEXTS.noPackages })
      .min(1, SHIP_REQUEST_TEXTS.noPackages)
      .max(50, "Choose at most 50 packages for one ship request.")
      // A larger id cannot exist, and must not reach the query (PostgreSQL's integer): read as any unknown id.
      .refine((ids) => ids.every((id) => id <= MAX_ID), SHIP_REQUEST_TEXTS.notYours),
    consolidate: z.boolean().default(true),
    repack: z.enum(REPACK_LEVELS, { error: "Choose how we repack your packages." }),
    insurance: z.boolean().default(false),
    fragile: z.boolean().default(false),
    photos_of_contents: z.boolean().default(false),
    service: z.enum(SHIP_SERVICES, { error: "Choose a shipping service." }),
    delivery: z.enum(DELIVERY_KINDS, { error: "Choose door delivery or office pickup." }),
    street: optionalField("Enter the street address.", "Street address", 300),
    landmark: optionalField("Enter the nearest landmark.", "Nearest landmark"),
    city: optionalField("Enter the city or town.", "City or town"),
    lga: optionalField("Enter the local government area (LGA).", "Local government area"),
    state: z.preprocess(emptyToNull, z.enum(NIGERIAN_STATES, { error: "Choose the state." }).nullish()),
    phone: z.preprocess(emptyToNull, nigerianPhoneSchema.nullish()),
    office: z.preprocess(emptyToNull, z.enum(OFFICE_CODES, { error: "Choose the office." }).nullish()),
    items: z
      .array(declarationItemSchema, { error: SHIP_REQUEST_TEXTS.noItems })
      .min(1, SHIP_REQUEST_TEXTS.noItems)
      .max(100, "Declare at most 100 items."),
    confirm_true: z.literal(true, { error: SHIP_REQUEST_TEXTS.confirm }),
  })
  .superRefine((v, ctx) => {
    const first = v.items[0]?.currency;
    v.items.forEach((item, i) => {
      if (item.currency !== first)
        ctx.addIssue({ code: "custom", path: ["items", i, "currency"], message: SHIP_REQUEST_TEXTS.oneCurrency });
    });
    const total = v.items.reduce((sum, item) => sum + item.quantity * Math.round(item.unit_value * 100), 0);
    if (first && first !== "NGN" && total > MAX_DECLARED_TOTAL * 100)
      ctx.addIssue({ code: "custom", path: ["items"], message: SHIP_REQUEST_TEXTS.declaredTotalMax(first) });
  });

/** What each delivery needs; checked even while other fields are wrong, so every message shows at once. */
const DELIVERY_NEEDS: [DeliveryKind, string, string][] = [
  ["door", "street", "Enter the street address."],
  ["door", "landmark", "Enter the nearest landmark."],
  ["door", "city", "Enter the city or town."],
  ["door", "lga", "Enter the local government area (LGA)."],
  ["door", "state", "Choose the state."],
  ["door", "phone", SHIP_REQUEST_TEXTS.phone],
  ["office_pickup", "office", "Choose the office."],
  ["office_pickup", "phone", SHIP_REQUEST_TEXTS.phone],
];
for (const [kind, field, message] of DELIVERY_NEEDS) {
  const checked = shipRequestFields.refine(
    (value: unknown) => {
      const v = (value ?? {}) as Record<string, unknown>;
      return !(v.delivery === kind && (v[field] == null || v[field] === ""));
    },
    { path: [field], message, when: () => true },
  );
  shipRequestFields = checked as unknown as typeof shipRequestFields;
}
/** A door's LGA is one of the chosen state's (lgas.ts); a missing one or a wrong state is reported above. */
shipRequestFields = shipRequestFields.refine(
  (value: unknown) => {
    const v = (value ?? {}) as Record<string, unknown>;
    if (v.delivery !== "door" || typeof v.lga !== "string" || v.lga === "" || typeof v.state !== "string") return true;
    const listed = lgasOf(v.state);
    return listed.length === 0 || listed.includes(v.lga);
  },
  { path: ["lga"], message: LGA_NOT_LISTED, when: () => true },
) as unknown as typeof shipRequestFields;
export const shipRequestFormSchema = shipRequestFields;
export type ShipRequestFormInput = z.input<typeof shipRequestFormSchema>;
export type ShipRequestForm = z.output<typeof shipRequestFormSchema>;

/** One line of a quote, with the formula behind it and what it is for (the freight lines are CIF's, decision 0125). */
export const quoteLineSchema = z.object({
  label: z.string(),
  kind: z.enum(PRICE_LINE_KINDS),
  amount_minor: z.number(),
  formula: z.string(),
});

/** The quote of one parcel (the consolidated box, or one package shipped on its own), with its evidence. */
export const parcelQuoteSchema = z.object({
  label: z.string(),
  package_codes: z.array(z.string()),
  weight_grams: z.number(),
  length_mm: z.number(),
  width_mm: z.number(),
  height_mm: z.number(),
  actual: z.string(),
  volumetric: z.string(),
  chargeable: z.string(),
  unit: z.string(),
  divisor: z.string(),
  rounding: z.string(),
  lines: z.array(quoteLineSchema),
  formula: z.array(z.string()),
  total_minor: z.number(),
});

/**
 * What makes the quote an estimate: the range packing may land in (the low and the high box of the packing allowance,
 * priced alike), how the consolidated box was modelled, and what could change the price (decision 0030).
 */
export const quoteEstimateSchema = z.object({
  low_minor: z.number(),
  high_minor: z.number(),
  /** How the estimated box was reached (empty when each parcel ships as measured). */
  model: z.array(z.string()),
  could_change: z.array(z.string()),
});
export type QuoteEstimate = z.infer<typeof quoteEstimateSchema>;

/** The quote a submitted request answers; null fields when no rate card covers the route yet. */
export const shipRequestQuoteSchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
  rate_card_id: z.number().nullable(),
  parcels: z.array(parcelQuoteSchema),
  total_minor: z.number().nullable(),
  currency: z.string().nullable(),
  transit_days: z.string().nullable(),
  /** Null when no card prices the route. */
  estimate: quoteEstimateSchema.nullable(),
});
export type ShipRequestQuote = z.infer<typeof shipRequestQuoteSchema>;

export { type EstimateComparison, estimateComparisonSchema } from "./estimate.js";

export const declarationItemViewSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_value_minor: z.number(),
  currency: z.string(),
  hs_code: z.string().nullable(),
  /** Who set the HS code: suggested from the description, the customer, or staff (null without a code). */
  hs_code_source: z.enum(HS_CODE_SOURCES).nullable(),
});

export const shipRequestSchema = z.object({
  id: z.number(),
  status: z.enum(SHIP_REQUEST_STATUSES),
  warehouse: z.string(),
  warehouse_label: z.string(),
  consolidate: z.boolean(),
  repack: z.enum(REPACK_LEVELS),
  insurance: z.boolean(),
  fragile: z.boolean(),
  photos_of_contents: z.boolean(),
  service: z.enum(SHIP_SERVICES),
  delivery: z.enum(DELIVERY_KINDS),
  street: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string().nullable(),
  lga: z.string().nullable(),
  state: z.string().nullable(),
  /** E.164, e.g. '+2348031234567'; show with formatNigerianPhone. */
  phone: z.string().nullable(),
  office: z.string().nullable(),
  rate_card_id: z.number().nullable(),
  quote_total_minor: z.number().nullable(),
  currency: z.string().nullable(),
  declared_total_minor: z.number(),
  declared_currency: z.string(),
  packages: z.array(packageSchema),
  items: z.array(declarationItemViewSchema),
  /**
   * Why staff returned the request to the customer and when ("Return to customer", decision 0142), in staff's words;
   * null on every other request, one the customer cancelled included.
   */
  returned_reason: z.string().nullable(),
  returned_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShipRequestView = z.infer<typeof shipRequestSchema>;

/** The invoice that bills a packed request's shipment (the portal links to it, where it is paid). */
export const shipRequestInvoiceSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The invoice's total in minor units and its currency. */
  total_minor: z.number(),
  currency: z.string(),
});
export type ShipRequestInvoice = z.infer<typeof shipRequestInvoiceSchema>;

export const shipRequestResponseSchema = z.object({
  message: z.string().optional(),
  ship_request: shipRequestSchema,
  quote: shipRequestQuoteSchema,
  /** Null until the request is packed and invoiced. */
  invoice: shipRequestInvoiceSchema.nullable(),
  /** The invoice beside the estimate; null until invoiced (or when there was no estimate). */
  comparison: estimateComparisonSchema.nullable(),
  /**
   * The duty and taxes per declaration line and in total, in naira, with the rates used (issue 37): estimated now,
   * or once packed with duty on the invoice, as priced then (see duties_priced).
   */
  duties: dutyEstimateSchema,
  /** Set when `duties` is the stored pricing of the packed shipment's invoice (decision 0073); null while estimated. */
  duties_priced: dutyPricingSchema.nullable(),
});
export type ShipRequestResponse = z.infer<typeof shipRequestResponseSchema>;

export const shipRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const shipRequestListResponseSchema = z.object({
  ship_requests: z.array(shipRequestSchema),
  pagination: paginationSchema,
});
export type ShipRequestListResponse = z.infer<typeof shipRequestListResponseSchema>;

/** The declaration's total per currency, e.g. { USD: 12345 }. */
export function declarationTotals(
  items: ReadonlyArray<{ quantity: number; unit_value_minor: number; currency: string }>,
) {
  const totals: Record<string, number> = {};
  for (const item of items)
    totals[item.currency] = (totals[item.currency] ?? 0) + item.quantity * item.unit_value_minor;
  return totals;
}
