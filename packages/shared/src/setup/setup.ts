import { z } from "zod";
import { adminSignupFieldsSchema } from "../admins/admins";
import { SETUP_TEXTS } from "./texts.js";

/** How the site runs, for every page: GET /api/site-config. */
export const siteConfigSchema = z.object({
  payment_provider: z.enum(["sandbox", "paystack"]),
  /** True when payments run in the sandbox: the back office and the checkout say TEST MODE. */
  test_mode: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** POST /api/setup: the first owner, with the one-time token of the setup link printed at start. */
export const staffSetupSchema = adminSignupFieldsSchema
  .pick({ firstname: true, lastname: true, email: true, password: true })
  .extend({ token: z.string({ error: SETUP_TEXTS.missingToken }).trim().min(1, SETUP_TEXTS.missingToken).max(200) });
export type StaffSetupInput = z.input<typeof staffSetupSchema>;

/** The /admin/setup form adds the confirmation; the token comes from the link, not from a field. */
export const staffSetupFormSchema = staffSetupSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type StaffSetupFormInput = z.input<typeof staffSetupFormSchema>;
