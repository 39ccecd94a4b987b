import { staffMasterShipmentsContract as op } from "@app/shared/master-shipments/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { masterSettings, saveMasterSettings } from "./master-settings.js";

/** The master-shipment settings: every staff member reads them, owners and managers change them. */
export default routes(
  implement(op.settings, ({ ctx }) => masterSettings(ctx.db)),
  implement(op.saveSettings, ({ ctx, admin, body }) => saveMasterSettings(ctx.db, body, admin)),
);
