/**
 * Method and path of the staff session's calls, without their schemas: the back office's frame asks who is signed in
 * and logs out without loading zod (admins.staff.contract.ts declares the whole operations from these).
 */
export const staffSessionRoutes = {
  me: { method: "GET", path: "/admins/me" },
  logout: { method: "POST", path: "/admins/logout" },
} as const;
