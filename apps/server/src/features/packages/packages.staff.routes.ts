import { staffPackagesContract as op } from "@app/shared/packages/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import {
  assignPackageOwner,
  changePackageStatus,
  editPackageShelf,
  getPackageForStaff,
  listPackagesForStaff,
  PACKAGE_CSV_COLUMNS,
  packagesForCsv,
} from "./packages.staff.service.js";

/** The back office of packages: list and unknown-owner queue (with CSV), detail, status, shelf and owner changes. */
export default routes(
  implement(op.list, async ({ ctx, query: { format, ...query }, reply }) =>
    format === "csv"
      ? sendCsv(reply, "packages", PACKAGE_CSV_COLUMNS, await packagesForCsv(ctx, query))
      : listPackagesForStaff(ctx, query),
  ),
  implement(op.unknownOwner, async ({ ctx, query: { format, ...rest }, reply }) => {
    const query = { ...rest, owner: "unknown" as const };
    return format === "csv"
      ? sendCsv(reply, "unknown-owner-packages", PACKAGE_CSV_COLUMNS, await packagesForCsv(ctx, query))
      : listPackagesForStaff(ctx, query);
  }),
  implement(op.detail, ({ ctx, admin, params }) => getPackageForStaff(ctx, admin, params.id)),
  implement(op.setStatus, ({ ctx, admin, params, body }) => changePackageStatus(ctx, admin, params.id, body)),
  implement(op.editShelf, ({ ctx, admin, params, body }) => editPackageShelf(ctx, admin, params.id, body)),
  implement(op.assignOwner, ({ ctx, admin, params, body }) =>
    assignPackageOwner(ctx, admin, params.id, body.customer_id),
  ),
);
