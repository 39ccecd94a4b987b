import { packagesContract as op } from "@app/shared/packages/contract";
import { implement, routes } from "../../lib/routes.js";
import { cancelPreAlert, createPreAlert, getPackageOf, listPackagesOf, updatePreAlert } from "./packages.service.js";

/** Customer side of packages: My Packages and the pre-alert (create, edit and cancel while expected). */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listPackagesOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getPackageOf(ctx, customer.id, params.id)),
  implement(op.create, ({ ctx, customer, fields, images }) => createPreAlert(ctx, customer, fields, images)),
  implement(op.update, ({ ctx, customer, params, fields, images }) =>
    updatePreAlert(ctx, customer, params.id, fields, images),
  ),
  implement(op.cancel, ({ ctx, customer, params }) => cancelPreAlert(ctx, customer, params.id)),
);
