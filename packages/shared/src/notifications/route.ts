/**
 * Method and path of the public unsubscribe calls, without their schemas: the public /unsubscribe page calls them
 * without loading zod (notifications.contract.ts declares the whole operations from these).
 */
export const describeUnsubscribeRoute = { method: "GET", path: "/notifications/unsubscribe" } as const;
export const unsubscribeRoute = { method: "POST", path: "/notifications/unsubscribe" } as const;
