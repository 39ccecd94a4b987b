import { adminSignupResponseSchema } from "../admins/admins.js";
import { operation } from "../core/contract.js";
import { siteConfigSchema, staffSetupSchema } from "./setup.js";
import { siteConfigRoutes } from "./route.js";

/** How the site runs, and the one-time creation of the first owner. */
export const setupContract = {
  siteConfig: operation({
    ...siteConfigRoutes.siteConfig,
    access: "public",
    tags: ["platform"],
    summary: "How the site runs: the payment provider, and whether it is in TEST MODE (sandbox payments)",
    success: { status: 200, schema: siteConfigSchema },
  }),
  createOwner: operation({
    method: "POST",
    path: "/setup",
    access: "public",
    tags: ["admins"],
    summary:
      "Create the first owner with the one-time token of the setup link printed at start (only while no staff account exists; valid one hour, once)",
    body: staffSetupSchema,
    success: { status: 201, schema: adminSignupResponseSchema },
    errors: [429],
  }),
};
