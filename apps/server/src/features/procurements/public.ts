/** The procurements feature's public module: what other features read of a shop request. */
export { procurementTotalSql } from "./procurement-total.js";
