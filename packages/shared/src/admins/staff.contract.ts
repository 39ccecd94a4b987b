import { changePasswordSchema } from "../accounts/accounts.js";
import {
  adminSignupResponseSchema,
  adminSignupSchema,
  publicAdminSchema,
  STAFF_SORT_COLUMNS,
  STAFF_STATES,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffRoleUpdateSchema,
  staffWarehousesUpdateSchema,
} from "./admins.js";
import { z } from "zod";
import { operation } from "../core/contract.js";
import { staffSessionRoutes } from "./staff.route.js";
import { idParamSchema, messageSchema, staffList } from "../core/http.js";

const tags = ["admins"] as const;

/** Staff accounts: each staff member's own session and password; owners create and manage the others. */
export const staffAdminsContract = {
  me: operation({
    ...staffSessionRoutes.me,
    access: { staff: "account.self" },
    tags,
    summary: "The signed-in staff member",
    success: { status: 200, schema: z.object({ admin: publicAdminSchema }) },
  }),
  logout: operation({
    ...staffSessionRoutes.logout,
    access: { staff: "account.self" },
    tags,
    summary: "End this staff session on the server",
    success: { status: 200, schema: messageSchema },
  }),
  changePassword: operation({
    method: "POST",
    path: "/admins/password/change-password",
    access: { staff: "account.self" },
    tags,
    summary: "Change my staff password (needs the current one); ends my other sessions",
    body: changePasswordSchema,
    success: { status: 200, schema: messageSchema },
    errors: [429],
  }),
  signup: operation({
    method: "POST",
    path: "/admins/signup",
    access: { staff: "admins.create" },
    tags,
    summary: "Create an unverified admin and e-mail its verification link (owners only)",
    body: adminSignupSchema,
    success: { status: 201, schema: adminSignupResponseSchema },
    errors: [409],
  }),
  list: operation({
    method: "GET",
    path: "/admins",
    access: { staff: "admins.manage" },
    tags,
    summary:
      "Staff list (owners): name, e-mail, role, verified, active, last log-in; search, state filter, pages; format=csv exports it",
    ...staffList({ statuses: STAFF_STATES, sortable: STAFF_SORT_COLUMNS }),
    success: { status: 200, schema: staffListResponseSchema },
    csv: true,
  }),
  setRole: operation({
    method: "PATCH",
    path: "/admins/:id/role",
    access: { staff: "admins.manage" },
    tags,
    summary: "Change a staff member's role (owners); the last active owner cannot be demoted (409)",
    params: idParamSchema,
    body: staffRoleUpdateSchema,
    success: { status: 200, schema: staffMemberResponseSchema },
    errors: [404, 409],
  }),
  setWarehouses: operation({
    method: "PATCH",
    path: "/admins/:id/warehouses",
    access: { staff: "admins.manage" },
    tags,
    summary:
      "Assign a staff account to warehouses, or to all (owners; audited): it sees and changes only their records from its next request; an owner always has all (409)",
    params: idParamSchema,
    body: staffWarehousesUpdateSchema,
    success: { status: 200, schema: staffMemberResponseSchema },
    errors: [404, 409],
  }),
  deactivate: operation({
    method: "POST",
    path: "/admins/:id/deactivate",
    access: { staff: "admins.manage" },
    tags,
    summary:
      "Deactivate a staff account (owners): its open sessions end at once and log-in is refused; not yourself, not the last active owner (409)",
    params: idParamSchema,
    success: { status: 200, schema: staffMemberResponseSchema },
    errors: [404, 409],
  }),
  reactivate: operation({
    method: "POST",
    path: "/admins/:id/reactivate",
    access: { staff: "admins.manage" },
    tags,
    summary: "Reactivate a deactivated staff account (owners)",
    params: idParamSchema,
    success: { status: 200, schema: staffMemberResponseSchema },
    errors: [404, 409],
  }),
  resendVerification: operation({
    method: "POST",
    path: "/admins/:id/resend-verification",
    access: { staff: "admins.manage" },
    tags,
    summary: "E-mail a new verification link to a staff member who has not verified (owners); older links stop working",
    params: idParamSchema,
    success: { status: 200, schema: staffMemberResponseSchema },
    errors: [404, 409],
  }),
};
