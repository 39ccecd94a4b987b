import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../components/ui/card";
import { ApiError } from "./api";

/**
 * Sessions live in httpOnly cookies the page cannot read; the server says who is signed in.
 * A 401 means no live session (never logged in, expired, or ended by logout or a password change).
 * What both areas share; each area's own session (its contract) is in customer-session.tsx or admin-session.tsx, so
 * the portal does not load the back office's and the other way round.
 */
const SESSION = "session";
export const customerSessionKey = [SESSION, "customer"] as const;
export const adminSessionKey = [SESSION, "admin"] as const;

/** One area's session: who is signed in (null: nobody), or the error of the call. */
export function useSession<T>(key: typeof customerSessionKey | typeof adminSessionKey, ask: () => Promise<T>) {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<T | null> => {
      try {
        return await ask();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    // "Nobody signed in" is never trusted from cache: a log-in may have happened since.
    staleTime: (query) => (query.state.data ? 60_000 : 0),
  });
}

/**
 * The signed-in account inside its area's Guard. When the server has just said the session ended, a page may render
 * once more before the Guard takes it down: it keeps the account it showed instead of failing.
 */
export function useSignedIn<T>(session: { data: T | null | undefined }, area: string): T {
  const last = useRef(session.data);
  if (session.data) last.current = session.data;
  if (!last.current) throw new Error(`${area} outside its guard`);
  return last.current;
}

/** Shows the area once its session is known: no live session → its login page, and back here after logging in. */
export function Guard({
  session,
  loginPath,
  children,
}: {
  session: ReturnType<typeof useSession>;
  loginPath: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedOut = !session.isPending && !session.data && !session.isFetching;
  useEffect(() => {
    // A session the server ended (query-client.ts asks again after a 401) takes its records with it; here, once the
    // pages that showed them are gone, so that none of them asks again, and the next account sees none of them.
    if (signedOut) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION });
  }, [signedOut, queryClient]);
  // While a cached "nobody" is being re-checked, wait instead of bouncing to the login page.
  if (session.isPending || (!session.data && session.isFetching)) return <Spinner />;
  if (!session.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${loginPath}?next=${next}`} replace />;
  }
  return <>{children}</>;
}

/** Where to go after logging in: the guarded page the visitor asked for, if it is one of ours. */
export function nextPath(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/") && !next.startsWith("//") ? next : fallback;
}

/** How an area's Logout item ends its session: the server call, and the cache entry left saying "nobody". */
export interface AreaLogout {
  end: () => Promise<unknown>;
  key: typeof customerSessionKey | typeof adminSessionKey;
}

/** Ends the session on the server, forgets every cached record, and goes to the login page. */
export function useLogout({ end, key }: AreaLogout) {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await end();
    } catch {
      // Already ended on the server: clearing the client is all that is left.
    }
    queryClient.clear();
    queryClient.setQueryData(key, null);
  };
}
