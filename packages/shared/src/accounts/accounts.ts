import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { CURRENCY_LABELS } from "../core/enums.js";

/** The spec's password rule (login, signup, admin create). */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

export const emailSchema = (message = "Please enter a valid email address") =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email(message))
    .transform((v) => v.toLowerCase());

export const loginSchema = z.object({
  email_address: emailSchema(),
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

/** What a phone number may be written with: digits, spaces, brackets, dots, dashes and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_CHARACTERS_MESSAGE = "Phone number can contain only digits, spaces, brackets, dashes and a leading +";
const NAME_MAX = 100;

/** A name at sign-up, by its label ("First name"): the spec's minimum of 3, at most what the profile keeps. */
const signupName = (label: string) =>
  z
    .string()
    .trim()
    .min(3, `${label} must be at least 3 characters long`)
    .max(NAME_MAX, `${label} can't exceed ${NAME_MAX} characters`)
    .check(plainText(label));

export const signupSchema = z.object({
  firstname: signupName("First name"),
  lastname: signupName("Last name"),
  email_address: emailSchema(),
  number: z
    .string()
    .trim()
    .min(10, "Phone number must be at least 10 characters")
    .max(11, "Phone number can't exceed 11 characters")
    .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE)
    .check(plainText("Phone number")),
  password: passwordSchema,
  billing_address: z
    .string()
    .max(500)
    .check(plainText("Billing address", { multiline: true }))
    .optional(),
  delivery_address: z
    .string()
    .max(500)
    .check(plainText("Delivery address", { multiline: true }))
    .optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

/** The sign-up form adds the confirmation; the API takes `signupSchema`. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type SignupFormInput = z.input<typeof signupFormSchema>;

/**
 * At most what an address line, a city or a code needs: the address prints on every invoice and receipt, and an
 * address of thousands of characters once held the PDF worker for minutes. An address stored before these limits
 * still reads and prints (`storedAddressSchema`).
 */
export const ADDRESS_MAX = { line: 200, place: 100, phone: 30, zip: 20 } as const;

/** A field of the delivery address: trimmed, at most `max` characters, the text rule; `required` when it must be there. */
const addressText = (label: string, max: number, required?: string) => {
  const text = z.string().trim();
  return (required ? text.min(1, required) : text)
    .max(max, `${label} can't exceed ${max} characters`)
    .check(plainText(label));
};

export const deliveryAddressSchema = z.object({
  address_line1: addressText("Address line 1", ADDRESS_MAX.line, "Address line 1 is required"),
  address_line2: addressText("Address line 2", ADDRESS_MAX.line).optional().nullable(),
  city: addressText("City", ADDRESS_MAX.place, "City is required"),
  state: addressText("State", ADDRESS_MAX.place, "State is required"),
  country: addressText("Country", ADDRESS_MAX.place, "Country is required"),
  phone_number: addressText("Phone number", ADDRESS_MAX.phone, "Phone number is required"),
  zip: addressText("ZIP code", ADDRESS_MAX.zip, "ZIP code is required"),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

/** A delivery address as stored: one kept before the limits of `deliveryAddressSchema` still answers. */
export const storedAddressSchema = z.object({
  address_line1: z.string(),
  address_line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone_number: z.string(),
  zip: z.string(),
});

/** The customer as every account call returns it. */
export const publicUserSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email_address: z.string(),
  number: z.string(),
  currency: z.enum(CURRENCY_LABELS),
  warehouse_choice: z.string(),
  suite_number: z.string(),
  delivery_address: storedAddressSchema.nullable(),
  created_at: z.string(),
  /** False until the owner opened the link e-mailed at sign-up (accounts.confirm.ts). */
  email_confirmed: z.boolean(),
  /** A new address asked for from the profile, not confirmed yet (the account still uses email_address). */
  pending_email: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/* ---------- Password reset (request code, verify code, set new password) ---------- */

/** `?otp_purpose=reset_password` of the code calls; the only purpose customers can ask for. */
export const otpQuerySchema = z.object({
  otp_purpose: z.literal("reset_password", { error: "Invalid OTP purpose" }),
});

/** Request reset: a valid e-mail. */
export const requestOtpSchema = z.object({ email_address: emailSchema() });
export type RequestOtpInput = z.input<typeof requestOtpSchema>;

export const verifyOtpSchema = z.object({
  email_address: z
    .string({ error: "Email address is required" })
    .trim()
    .min(1, "Email address is required")
    .pipe(z.email("Invalid email format"))
    .transform((v) => v.toLowerCase()),
  otp: z.string({ error: "OTP is required" }).trim().min(1, "OTP is required").max(20, "Invalid code."),
});
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;

/** New password of the reset and change-password forms: the spec says '...digit' here, '...number' on login. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one digit");

export const resetPasswordSchema = z.object({ new_password: newPasswordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/* ---------- Profile ---------- */

export const profileSchema = z.object({
  firstname: z
    .string({ error: "Firstname is required" })
    .trim()
    .min(1, "Firstname is required")
    .max(NAME_MAX, `First name can't exceed ${NAME_MAX} characters`)
    .check(plainText("First name")),
  lastname: z
    .string({ error: "Lastname is required" })
    .trim()
    .min(1, "Lastname is required")
    .max(NAME_MAX, `Last name can't exceed ${NAME_MAX} characters`)
    .check(plainText("Last name")),
  number: z
    .string({ error: "Number must be at least 8 characters long" })
    .trim()
    .min(8, "Number must be at least 8 characters long")
    .max(30, "Number can't exceed 30 characters")
    .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE)
    .check(plainText("Phone number")),
  currency: z.enum(CURRENCY_LABELS, { error: "Invalid currency value" }),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const changePasswordSchema = z.object({
  old_password: z.string({ error: "Old password is required" }).min(1, "Old password is required"),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The change-password form adds the confirmation; the API takes `changePasswordSchema`. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: z.string().min(1, "Confirm password is required") })
  .refine((v) => v.new_password === v.confirm_password, {
    message: "Passwords must match",
    path: ["confirm_password"],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/* ---------- Answers of the account calls ---------- */

export const tokenResponseSchema = z.object({ token: z.string() });
export const userMessageResponseSchema = z.object({ user: publicUserSchema, message: z.string() });
export type UserMessageResponse = z.infer<typeof userMessageResponseSchema>;

/** Spec texts shown by the portal when the server answers without its own message. */
export const ACCOUNT_MESSAGES = {
  signupSuccess: "Signup Success!",
  resetSuccess: "Password reset successful!",
  profileSuccess: "Update Successful.",
  profileFailure: "Failed to update profile",
  passwordSuccess: "Password change successful.",
  passwordFailure: "Password change failed. Try again later!",
  addressSuccess: "Address update successful.",
  addressFailure: "Address change failed. Try again later!",
  noAddress: "No address. Kindly, add address!",
} as const;
