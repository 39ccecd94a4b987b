import { operation } from "../core/contract.js";
import { publicTariffSchema } from "./tariff.js";

/** The tariff in force, for customers choosing their lines' HS codes (public: it is the published tariff). */
export const customsContract = {
  tariff: operation({
    method: "GET",
    path: "/customs/tariff",
    access: "public",
    tags: ["customs"],
    summary: "The customs tariff in force: headings with duty rates and restrictions, the levies and customs rates",
    success: { status: 200, schema: publicTariffSchema },
  }),
};
