export * from "./core/company.js";
export * from "./core/enums.js";
export * from "./core/format.js";
export * from "./core/http.js";
