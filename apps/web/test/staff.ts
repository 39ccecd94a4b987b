/** An owner of every warehouse, as GET /api/admins/me answers it: the back office's session for a page under test. */
export const ownerAdmin = {
  id: 1,
  firstname: "Olu",
  lastname: "Owner",
  email: "owner@example.com",
  role: "owner",
  warehouses: null,
};
