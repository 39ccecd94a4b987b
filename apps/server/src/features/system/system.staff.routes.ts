import { staffSystemContract as op } from "@app/shared/system/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { systemStatus } from "./system.staff.service.js";

/** The owners' system page (decision 0066): how the installation is doing. */
export default routes(implement(op.status, ({ ctx }) => systemStatus(ctx)));
