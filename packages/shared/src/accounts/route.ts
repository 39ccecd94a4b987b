/**
 * Method and path of the customer session's calls, without their schemas: the portal's frame asks who is signed in
 * and logs out without loading zod (accounts.contract.ts declares the whole operations from these).
 */
export const customerSessionRoutes = {
  me: { method: "GET", path: "/users/me" },
  logout: { method: "POST", path: "/users/logout" },
} as const;
