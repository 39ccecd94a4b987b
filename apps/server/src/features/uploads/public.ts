/** What other features may use of uploads: the rule of who among staff opens which uploads. */
export { roleOpensUploadsOf } from "./staff-access.js";
