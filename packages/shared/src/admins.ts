import { z } from "zod";
import { emailSchema, passwordSchema } from "./accounts.js";
import { ADMIN_ROLES } from "./enums.js";

export const adminLoginSchema = z.object({
  email: emailSchema(),
  password: passwordSchema,
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const publicAdminSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type PublicAdmin = z.infer<typeof publicAdminSchema>;
