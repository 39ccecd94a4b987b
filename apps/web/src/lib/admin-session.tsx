import type { PublicAdmin } from "@app/shared/admins/admins";
import type { staffAdminsContract } from "@app/shared/admins/staff.contract";
import { staffSessionRoutes } from "@app/shared/admins/staff.route";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { call, routed } from "./client";
import { type AreaLogout, adminSessionKey, Guard, useSession, useSignedIn } from "./session";

/** The session's calls by their route parts: the back office's frame loads no zod. */
const session = routed<Pick<typeof staffAdminsContract, "me" | "logout">>(staffSessionRoutes);

/** The back office's session: the signed-in staff member, or null. */
export function useAdminSession() {
  return useSession(adminSessionKey, async (): Promise<PublicAdmin> => (await call(session.me, {})).admin);
}

/** The signed-in staff member inside the back office (the guard guarantees one). */
export function useAdmin(): PublicAdmin {
  return useSignedIn(useAdminSession(), "useAdmin");
}

/** Where a staff member whose password was set by someone else must go first (the server refuses the rest). */
export const FIRST_PASSWORD_PATH = "/admin/password";

/**
 * Every framed /admin route: no live session → /admin/login, and back to the asked-for page after logging in; a
 * password set by someone else → the change-password screen until it is changed.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <Guard session={useAdminSession()} loginPath="/admin/login">
      <RequireOwnPassword>{children}</RequireOwnPassword>
    </Guard>
  );
}

function RequireOwnPassword({ children }: { children: ReactNode }) {
  const admin = useAdmin();
  const { pathname } = useLocation();
  if (admin.must_change_password && pathname !== FIRST_PASSWORD_PATH) {
    return <Navigate to={FIRST_PASSWORD_PATH} replace />;
  }
  return <>{children}</>;
}

export const adminLogout: AreaLogout = {
  end: () => call(session.logout, {}),
  key: adminSessionKey,
};
