import { z } from "zod";
import { CONFIRM_TEXTS } from "./confirm.js";
import { emailSchema } from "./accounts.js";

/** POST /api/users/confirm-email: the token of the link. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: CONFIRM_TEXTS.badLink })
    .trim()
    .min(1, CONFIRM_TEXTS.badLink)
    .max(200, CONFIRM_TEXTS.badLink),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

/** PUT /api/details/email: the new address, and the current password (a session left open must not take the account). */
export const changeEmailSchema = z.object({
  email_address: emailSchema(),
  password: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(200),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
