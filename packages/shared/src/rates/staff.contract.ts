import { operation } from "../core/contract.js";
import {
  rateCardCreatedSchema,
  rateCardFormSchema,
  rateCardIdParamSchema,
  rateCardVersionSchema,
  rateRoutesResponseSchema,
} from "./staff.js";

const tags = ["rates"] as const;

/** Rate card management: owners and managers (the role matrix's "rates.manage"). */
export const staffRatesContract = {
  list: operation({
    method: "GET",
    path: "/admin/rates",
    access: { staff: "rates.manage" },
    tags,
    summary: "Every route (origin warehouse → destination, service) with its current card and all its versions",
    success: { status: 200, schema: rateRoutesResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/admin/rates/:id",
    access: { staff: "rates.manage" },
    tags,
    summary: "One rate card version (current, scheduled or past) with its terms",
    params: rateCardIdParamSchema,
    success: { status: 200, schema: rateCardVersionSchema },
    errors: [404],
  }),
  create: operation({
    method: "POST",
    path: "/admin/rates",
    access: { staff: "rates.manage" },
    tags,
    summary: "Add a version of a route's rate card, valid from today or later (versions are never changed)",
    description:
      "The form's fields as text: amounts in major units ('4500.00'), insurance in percent ('1.5'), brackets as rows of upper weight (empty for the open last one) and rate. Checked with rateCardFormSchema (the terms with rateCardTermsSchema): overlapping or unordered brackets, no open last bracket, a divisor other than 5,000/6,000 cm³/kg or 139/166 in³/lb, a rounding other than 0.5 kg/1 kg/1 lb: 400 naming the field, nothing stored. Earlier versions stay as they were, so what they priced keeps its terms.",
    body: rateCardFormSchema,
    success: { status: 201, schema: rateCardCreatedSchema },
    // 409: a near-zero rate, or a change of more than half taking effect within 24 hours, sent without
    // `confirm: true` (rates.staff.confirm.ts); the message lists them.
    errors: [409],
  }),
};
