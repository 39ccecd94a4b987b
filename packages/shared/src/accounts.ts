import { z } from "zod";
import { CURRENCY_LABELS } from "./enums.js";

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

export const signupSchema = z.object({
  firstname: z.string().trim().min(3, "First name must be at least 3 characters long"),
  lastname: z.string().trim().min(3, "Last name must be at least 3 characters long"),
  email_address: emailSchema(),
  number: z
    .string()
    .trim()
    .min(10, "Phone number must be at least 10 characters")
    .max(11, "Phone number can't exceed 11 characters"),
  password: passwordSchema,
  billing_address: z.string().max(500).optional(),
  delivery_address: z.string().max(500).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

/** The sign-up form adds the confirmation; the API takes `signupSchema`. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type SignupFormInput = z.input<typeof signupFormSchema>;

export const deliveryAddressSchema = z.object({
  address_line1: z.string().trim().min(1, "Address line 1 is required"),
  address_line2: z.string().trim().optional().nullable(),
  city: z.string().trim().min(1, "City is required"),
  state: z.string().trim().min(1, "State is required"),
  country: z.string().trim().min(1, "Country is required"),
  phone_number: z.string().trim().min(1, "Phone number is required"),
  zip: z.string().trim().min(1, "ZIP code is required"),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

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
  delivery_address: deliveryAddressSchema.extend({ address_line2: z.string().nullable().optional() }).nullable(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
