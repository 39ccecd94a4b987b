import type { PublicAdmin } from "@app/shared/admins";
import type { staffAdminsContract } from "@app/shared/admins.staff.contract";
import { staffSessionRoutes } from "@app/shared/admins.staff.route";
import type { ReactNode } from "react";
import { call, routed } from "./client";
import { type AreaLogout, adminSessionKey, Guard, useSession } from "./session";

/** The session's calls by their route parts: the back office's frame loads no zod. */
const session = routed<Pick<typeof staffAdminsContract, "me" | "logout">>(staffSessionRoutes);

/** The back office's session: the signed-in staff member, or null. */
export function useAdminSession() {
  return useSession(adminSessionKey, async (): Promise<PublicAdmin> => (await call(session.me, {})).admin);
}

/** The signed-in staff member inside the back office (the guard guarantees one). */
export function useAdmin(): PublicAdmin {
  const { data } = useAdminSession();
  if (!data) throw new Error("useAdmin outside the admin guard");
  return data;
}

/** Every framed /admin route: no live session → /admin/login, and back to the asked-for page after logging in. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <Guard session={useAdminSession()} loginPath="/admin/login">
      {children}
    </Guard>
  );
}

export const adminLogout: AreaLogout = {
  end: () => call(session.logout, {}),
  key: adminSessionKey,
};
