import type { PublicUser } from "@app/shared/accounts";
import { accountsContract } from "@app/shared/accounts.contract";
import type { PublicAdmin } from "@app/shared/admins";
import { staffAdminsContract } from "@app/shared/admins.staff.contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../components/ui/card";
import { ApiError } from "./api";
import { call } from "./client";

/**
 * Sessions live in httpOnly cookies the page cannot read; the server says who is signed in.
 * A 401 means no live session (never logged in, expired, or ended by logout or a password change).
 */
export const customerSessionKey = ["session", "customer"] as const;
export const adminSessionKey = ["session", "admin"] as const;

async function whoAmI<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCustomerSession() {
  return useQuery({
    queryKey: customerSessionKey,
    queryFn: () => whoAmI(async (): Promise<PublicUser> => (await call(accountsContract.me, {})).user),
    // "Nobody signed in" is never trusted from cache: a log-in may have happened since.
    staleTime: (query) => (query.state.data ? 60_000 : 0),
  });
}

export function useAdminSession() {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: () => whoAmI(async (): Promise<PublicAdmin> => (await call(staffAdminsContract.me, {})).admin),
    staleTime: (query) => (query.state.data ? 60_000 : 0),
  });
}

/** The signed-in customer inside the portal (the guard guarantees one). */
export function useCustomer(): PublicUser {
  const { data } = useCustomerSession();
  if (!data) throw new Error("useCustomer outside the customer guard");
  return data;
}

export function useAdmin(): PublicAdmin {
  const { data } = useAdminSession();
  if (!data) throw new Error("useAdmin outside the admin guard");
  return data;
}

function Guard({
  session,
  loginPath,
  children,
}: {
  session: ReturnType<typeof useCustomerSession | typeof useAdminSession>;
  loginPath: string;
  children: ReactNode;
}) {
  const location = useLocation();
  // While a cached "nobody" is being re-checked, wait instead of bouncing to the login page.
  if (session.isPending || (!session.data && session.isFetching)) return <Spinner />;
  if (!session.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${loginPath}?next=${next}`} replace />;
  }
  return <>{children}</>;
}

/** Every /user route: no live session → /login, and back to the asked-for page after logging in. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  return (
    <Guard session={useCustomerSession()} loginPath="/login">
      {children}
    </Guard>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <Guard session={useAdminSession()} loginPath="/admin/login">
      {children}
    </Guard>
  );
}

/** Where to go after logging in: the guarded page the visitor asked for, if it is one of ours. */
export function nextPath(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/") && !next.startsWith("//") ? next : fallback;
}

/** Ends the session on the server, forgets every cached record, and goes to the login page. */
export function useLogout(kind: "customer" | "admin") {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await call(kind === "customer" ? accountsContract.logout : staffAdminsContract.logout, {});
    } catch {
      // Already ended on the server: clearing the client is all that is left.
    }
    queryClient.clear();
    queryClient.setQueryData(kind === "customer" ? customerSessionKey : adminSessionKey, null);
  };
}
