import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { emailSchema, passwordSchema } from "../accounts/accounts.js";
import { WAREHOUSES, type WarehouseCode } from "../core/company.js";
import { ADMIN_ROLES } from "../core/enums.js";
import { paginationSchema } from "../core/http.js";

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
  /** The password was set by someone else (an owner): it must be changed before anything else. */
  must_change_password: z.boolean(),
  /**
   * The warehouses (codes) the account works at, or null for all of them (owners always all): the back office
   * shows only what they may use (docs/decisions/0069).
   */
  warehouses: z.array(z.string()).nullable(),
});
export type PublicAdmin = z.infer<typeof publicAdminSchema>;

export const ROLE_MESSAGE = "Role must be one of: owner, manager, worker, or agent";

/** As a customer's name (accounts.ts): a staff member's name prints on proofs of delivery ("Recorded by"). */
const ADMIN_NAME_MAX = 100;

const WAREHOUSE_CODES = WAREHOUSES.map((w) => w.city) as [WarehouseCode, ...WarehouseCode[]];
export const WAREHOUSES_MESSAGE = "Choose at least one warehouse, or all warehouses.";
export const AGENT_WAREHOUSES_MESSAGE =
  "A partner agent works only at the warehouses it runs: tick them, not all warehouses.";
/** Under the warehouse choice of the create form. */
export const STAFF_WAREHOUSES_HINT =
  "The account sees and handles only these warehouses' parcels. A partner agent works only at the warehouses it runs.";

/** The warehouses a staff account works at, as the API takes them: at least one, or null for all of them. */
const warehousesField = z
  .array(z.enum(WAREHOUSE_CODES, { error: "Unknown warehouse." }), { error: WAREHOUSES_MESSAGE })
  .min(1, WAREHOUSES_MESSAGE)
  .max(WAREHOUSE_CODES.length)
  .nullable();

/**
 * What a role may be given (docs/decisions/0069, 0128): an owner works at every warehouse (no list); every other
 * account names its warehouses, or all of them (null) — except a partner agent, who works at the ones it runs.
 */
export function warehousesRefusal(role: unknown, warehouses: unknown): string | undefined {
  if (role === "owner") return Array.isArray(warehouses) ? STAFF_TEXTS.ownerAllWarehouses : undefined;
  if (warehouses === undefined || (Array.isArray(warehouses) && warehouses.length === 0)) return WAREHOUSES_MESSAGE;
  if (role === "agent" && warehouses === null) return AGENT_WAREHOUSES_MESSAGE;
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The fields of POST /api/admins/signup, without the rule between role and warehouses (for `.pick`). */
export const adminSignupFieldsSchema = z.object({
  firstname: z
    .string({ error: "First name must be at least 3 characters long" })
    .trim()
    .min(3, "First name must be at least 3 characters long")
    .max(ADMIN_NAME_MAX, `First name can't exceed ${ADMIN_NAME_MAX} characters`)
    .check(plainText("First name")),
  lastname: z
    .string({ error: "Last name must be at least 3 characters long" })
    .trim()
    .min(3, "Last name must be at least 3 characters long")
    .max(ADMIN_NAME_MAX, `Last name can't exceed ${ADMIN_NAME_MAX} characters`)
    .check(plainText("Last name")),
  email: emailSchema(),
  password: passwordSchema,
  role: z.enum(ADMIN_ROLES, { error: ROLE_MESSAGE }),
  /** Required but for an owner (always all): the choice is the owner's to make, never a silent "all". */
  warehouses: warehousesField.optional(),
  /** Sent by the original client but never collected on the form. */
  number: z.string().trim().max(30).check(plainText("Phone number")).optional(),
});

/** POST /api/admins/signup (owner only): the spec's admin-create rules, word for word, and the account's warehouses. */
export const adminSignupSchema = adminSignupFieldsSchema.superRefine(
  (v, ctx) => {
    const refusal = warehousesRefusal(v.role, v.warehouses);
    if (refusal) ctx.addIssue({ code: "custom", path: ["warehouses"], message: refusal });
  },
  // Checked even while other fields are invalid, so a client that leaves warehouses out hears of it at once.
  { when: ({ value }) => isObject(value) },
);
export type AdminSignupInput = z.input<typeof adminSignupSchema>;

/** "All warehouses", or the ticked ones: the owners' warehouse choice, on the staff list and the create form. */
const warehouseChoiceSchema = z.object({ all: z.boolean(), warehouses: z.array(z.enum(WAREHOUSE_CODES)) });
const chosenWarehouses = (v: { all: boolean; warehouses: WarehouseCode[] }) => (v.all ? null : v.warehouses);

/**
 * The /admin/signup form adds the confirmation and the warehouse choice (none ticked to start with); the API takes
 * `adminSignupSchema`, which the form's values become.
 */
export const adminSignupFormSchema = adminSignupFieldsSchema
  .omit({ warehouses: true })
  .extend({ confirmPassword: z.string(), ...warehouseChoiceSchema.shape })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
    // Checked even while other fields are still invalid, so the form shows every message at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  })
  .superRefine(
    (v, ctx) => {
      const refusal = v.role === "owner" ? undefined : warehousesRefusal(v.role, chosenWarehouses(v));
      if (refusal) ctx.addIssue({ code: "custom", path: ["warehouses"], message: refusal });
    },
    {
      when: ({ value }) => {
        const v = value as { all?: unknown; warehouses?: unknown };
        return typeof v.all === "boolean" && Array.isArray(v.warehouses);
      },
    },
  )
  .transform(
    ({ confirmPassword: _confirm, all, warehouses, ...v }): z.output<typeof adminSignupSchema> => ({
      ...v,
      warehouses: v.role === "owner" ? null : chosenWarehouses({ all, warehouses }),
    }),
  );
export type AdminSignupFormInput = z.input<typeof adminSignupFormSchema>;

export const adminSignupResponseSchema = z.object({ message: z.string(), admin: publicAdminSchema });

export const adminVerifyParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const ADMIN_TEXTS = {
  signupSuccess: "Signup Success!",
  signupFailed: "Signup failed. Please try again.",
  loginFailed: "Login failed. Please try again.",
  emailTaken: "An admin with this email already exists.",
  verified: "Your email address has been verified. You can now log in.",
  verifyFailedTitle: "Verification Failed",
  verifyFailed: "Verification failed.",
  verifyInvalid: "This verification link is invalid, has expired or has already been used.",
  verifyHours: 48,
} as const;

/* ---------- Staff accounts, managed by owners ---------- */

/** Staff list status filter: active, deactivated or not yet verified. */
export const STAFF_STATES = ["active", "deactivated", "unverified"] as const;
export type StaffState = (typeof STAFF_STATES)[number];

/** One row of the owners' staff list. Dates are ISO strings. */
export const staffMemberSchema = publicAdminSchema.extend({
  verified: z.boolean(),
  active: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema), pagination: paginationSchema });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const staffRoleUpdateSchema = z.object({ role: z.enum(ADMIN_ROLES, { error: ROLE_MESSAGE }) });
export type StaffRoleUpdateInput = z.input<typeof staffRoleUpdateSchema>;

/**
 * PATCH /api/admins/:id/warehouses (owners): the warehouses a staff account works at, or null for all of them.
 * An owner always works at all of them; a partner agent never does (the server answers 400).
 */
export const staffWarehousesUpdateSchema = z.object({ warehouses: warehousesField });
export type StaffWarehousesUpdateInput = z.input<typeof staffWarehousesUpdateSchema>;

/** The owners' warehouse form: "all warehouses", or the ticked ones (at least one); sent as staffWarehousesUpdateSchema. */
export const staffWarehousesFormSchema = warehouseChoiceSchema
  .refine((v) => v.all || v.warehouses.length > 0, { message: WAREHOUSES_MESSAGE, path: ["warehouses"] })
  .transform((v) => ({ warehouses: chosenWarehouses(v) }));
export type StaffWarehousesFormInput = z.input<typeof staffWarehousesFormSchema>;

export const staffMemberResponseSchema = z.object({ message: z.string(), staff: staffMemberSchema });
export type StaffMemberResponse = z.infer<typeof staffMemberResponseSchema>;

export const STAFF_TEXTS = {
  listTitle: "Staff",
  loaded: "Staff Loaded!",
  loadError: "Error loading staff!",
  fetchFailed: "Failed to fetch staff.",
  notFound: "Staff member not found.",
  lastOwner: "The last active owner cannot be demoted or deactivated. Make another owner first.",
  notYourself: "You cannot deactivate your own account.",
  roleChanged: "Role updated.",
  warehousesChanged: "Warehouses updated. They hold from the account's next request.",
  ownerAllWarehouses: "An owner works at every warehouse.",
  agentNeedsWarehouses:
    "A partner agent works only at the warehouses it runs: assign this account to them before making it an agent.",
  deactivated: "Staff account deactivated. Its open sessions have ended.",
  deactivateWarning:
    "They are signed out at once on every device and cannot log in until an owner reactivates the account.",
  reactivated: "Staff account reactivated.",
  alreadyVerified: "This staff member has already verified their e-mail address.",
  verificationResent: "A new verification link has been sent.",
  resendDeactivated: "This account is deactivated: reactivate it before sending a new verification link.",
  actionFailed: "The change could not be saved. Please try again.",
  loginDeactivated: "This staff account has been deactivated. Ask an owner to reactivate it.",
  sessionDeactivated: "Your staff account has been deactivated.",
  passwordChanged: "Password changed. Your other sessions have been signed out.",
  passwordChangeFailed: "Failed to change password.",
  firstPasswordNotice:
    "Your password was chosen by the person who created your account. Choose your own password to start using the back office: enter the one you were given as the old password.",
  mustChangePassword:
    "Your password was set by someone else. Choose your own password (Change Password) before you continue.",
} as const;

/** The columns owners can sort the staff list by (`sortBy`); without one it is newest (or oldest) first. */
export const STAFF_SORT_COLUMNS = ["name", "email", "role", "last_login_at", "created_at"] as const;
