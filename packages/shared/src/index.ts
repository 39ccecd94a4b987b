export * from "./company.js";
export * from "./enums.js";
export * from "./format.js";
export * from "./http.js";
