import type { PublicUser } from "@app/shared/accounts/accounts";
import type { accountsContract } from "@app/shared/accounts/contract";
import { customerSessionRoutes } from "@app/shared/accounts/route";
import type { ReactNode } from "react";
import { call, routed } from "./client";
import { type AreaLogout, customerSessionKey, Guard, useSession, useSignedIn } from "./session";

/** The session's calls by their route parts: the portal's frame loads no zod. */
const session = routed<Pick<typeof accountsContract, "me" | "logout">>(customerSessionRoutes);

/** The portal's session: the signed-in customer, or null. */
export function useCustomerSession() {
  return useSession(customerSessionKey, async (): Promise<PublicUser> => (await call(session.me, {})).user);
}

/** The signed-in customer inside the portal (the guard guarantees one). */
export function useCustomer(): PublicUser {
  return useSignedIn(useCustomerSession(), "useCustomer");
}

/** Every /user route: no live session → /login, and back to the asked-for page after logging in. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  return (
    <Guard session={useCustomerSession()} loginPath="/login">
      {children}
    </Guard>
  );
}

export const customerLogout: AreaLogout = {
  end: () => call(session.logout, {}),
  key: customerSessionKey,
};
