export * from "./schema/accounts.js";
export * from "./schema/billing.js";
export * from "./schema/enums.js";
export * from "./schema/operations.js";
export * from "./schema/platform.js";
export * from "./schema/support.js";
export * from "./schema/packages.js";
export * from "./schema/rates.js";
