import { operation } from "../core/contract.js";
import {
  customsLeviesSchema,
  leviesSavedSchema,
  staffTariffSchema,
  tariffCreatedSchema,
  tariffVersionFormSchema,
} from "./tariff.js";

const tags = ["customs"] as const;

/** The customs tariff and levies: owners and managers (the role matrix's "customs.manage"). */
export const staffCustomsContract = {
  tariff: operation({
    method: "GET",
    path: "/admin/customs/tariff",
    access: { staff: "customs.manage" },
    tags,
    summary: "The tariff: headings in force, every version (current, scheduled, past) and the levies",
    success: { status: 200, schema: staffTariffSchema },
  }),
  addVersion: operation({
    method: "POST",
    path: "/admin/customs/tariff",
    access: { staff: "customs.manage" },
    tags,
    summary: "Add a version of a heading (duty rate, restriction), valid from today or later; versions never change",
    description:
      "Bad input (a heading not of 4 or 6 digits, a rate above 100 % or with more than 4 decimals, a restriction without its note, a past date) answers 400 naming the field and stores nothing. Invoices priced earlier keep the version they were priced with.",
    body: tariffVersionFormSchema,
    success: { status: 201, schema: tariffCreatedSchema },
  }),
  saveLevies: operation({
    method: "PUT",
    path: "/admin/customs/levies",
    access: { staff: "customs.manage" },
    tags,
    summary: "Change the levies' rates and bases (surcharge, CISS, ETLS, VAT, insurance for CIF); audited",
    body: customsLeviesSchema,
    success: { status: 200, schema: leviesSavedSchema },
  }),
};
