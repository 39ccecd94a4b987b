import type { PublicAdmin } from "@app/shared/admins/admins";
import type { AdminRole } from "@app/shared/core/enums";

/**
 * A staff member as GET /api/admins/me answers it: the back office's session for a page under test. Ada, in `role`,
 * at every warehouse, with her own password; `overrides` over that.
 */
export function staffAdmin(role: AdminRole, overrides: Partial<PublicAdmin> = {}): PublicAdmin {
  return {
    id: 1,
    firstname: "Ada",
    lastname: "Staff",
    email: "a@example.com",
    role,
    must_change_password: false,
    warehouses: null,
    ...overrides,
  };
}

/** An owner of every warehouse: Olu. */
export const ownerAdmin = staffAdmin("owner", { firstname: "Olu", lastname: "Owner", email: "owner@example.com" });
