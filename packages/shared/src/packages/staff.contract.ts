import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import {
  PACKAGE_LIST_ACCEPTS,
  packageAssignOwnerSchema,
  packageChangedResponseSchema,
  packageShelfEditSchema,
  packageStatusChangeSchema,
  staffPackageDetailResponseSchema,
  staffPackageListQuery,
  staffPackageListResponseSchema,
} from "./staff.js";

const tags = ["packages (staff)"] as const;

/** The back office of parcels at our warehouses. Every staff role sees them, changes them and assigns owners. */
export const staffPackagesContract = {
  list: operation({
    method: "GET",
    path: "/admin/packages",
    access: { staff: "desk.view" },
    tags,
    summary:
      "Every package, newest first: paginated; search carrier tracking number, package id, suite, customer name or e-mail, bin; filters status, warehouse, days held, unknown owner; format=csv exports the filtered list",
    accepts: PACKAGE_LIST_ACCEPTS,
    query: staffPackageListQuery,
    success: { status: 200, schema: staffPackageListResponseSchema },
    csv: true,
  }),
  unknownOwner: operation({
    method: "GET",
    path: "/admin/packages/unknown-owner",
    access: { staff: "desk.view" },
    tags,
    summary:
      "The unknown-owner queue: received packages no customer could be matched to, with the label's text and photos (same search and filters as the list)",
    accepts: PACKAGE_LIST_ACCEPTS,
    query: staffPackageListQuery,
    success: { status: 200, schema: staffPackageListResponseSchema },
    csv: true,
  }),
  detail: operation({
    method: "GET",
    path: "/admin/packages/:id",
    access: { staff: "desk.view" },
    tags,
    summary:
      "One package with photos, owner, bin, condition, who received it, the pre-alert's receipt (null for a partner agent), its status history and audit trail",
    params: idParamSchema,
    success: { status: 200, schema: staffPackageDetailResponseSchema },
    errors: [404],
  }),
  setStatus: operation({
    method: "PUT",
    path: "/admin/packages/:id/status",
    access: { staff: "packages.updateStatus" },
    tags,
    summary:
      "Move a package between received, ready to ship and on hold, or return it to the sender or dispose of it (with a note); 409 for a change its status does not allow",
    params: idParamSchema,
    body: packageStatusChangeSchema,
    success: { status: 200, schema: packageChangedResponseSchema },
    errors: [404, 409],
  }),
  editShelf: operation({
    method: "PATCH",
    path: "/admin/packages/:id",
    access: { staff: "packages.updateStatus" },
    tags,
    summary: "Change a package's bin location or condition (with its note)",
    params: idParamSchema,
    body: packageShelfEditSchema,
    success: { status: 200, schema: packageChangedResponseSchema },
    errors: [404],
  }),
  assignOwner: operation({
    method: "POST",
    path: "/admin/packages/:id/owner",
    access: { staff: "packages.assignOwner" },
    tags,
    summary:
      "Assign a package of the unknown-owner queue to a customer: its photos become theirs and they are e-mailed; 409 when it already has an owner",
    params: idParamSchema,
    body: packageAssignOwnerSchema,
    success: { status: 200, schema: packageChangedResponseSchema },
    errors: [404, 409],
  }),
};
