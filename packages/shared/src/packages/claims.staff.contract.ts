import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import {
  contestedListQuerySchema,
  contestedListResponseSchema,
  resolveClaimSchema,
  resolvedClaimResponseSchema,
} from "./claims.staff.js";

const tags = ["packages (contested claims)"] as const;

/** The contested queue: received parcels more than one customer claims, and their resolution by staff. */
export const staffClaimsContract = {
  contested: operation({
    method: "GET",
    path: "/admin/packages/contested",
    access: { staff: "records.view" },
    tags,
    summary:
      "The contested queue: received parcels that more than one customer claims (two pre-alerts of the tracking number, or a pre-alert and another suite on the label), oldest first, each with every claim (claimant's name and suite, pre-alert, outcome)",
    query: contestedListQuerySchema,
    success: { status: 200, schema: contestedListResponseSchema },
  }),
  resolve: operation({
    method: "POST",
    path: "/admin/packages/:id/claims/resolve",
    access: { staff: "packages.assignOwner" },
    tags,
    summary:
      "Resolve a contested parcel: give it to one claim's customer with the reason (required; audited). That claimant gets the arrival notice, every other claimant is told 'not yours'; nobody learns of the other claims. 409 when the parcel is not contested",
    params: idParamSchema,
    body: resolveClaimSchema,
    success: { status: 200, schema: resolvedClaimResponseSchema },
    errors: [404, 409],
  }),
};
