/**
 * Method and path of the public tracking lookup, without its schemas: the public tracking page calls it without
 * loading zod with its first script (tracking.contract.ts declares the whole operation from these).
 */
export const trackRoute = { method: "GET", path: "/track/:id" } as const;
