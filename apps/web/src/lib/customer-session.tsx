import type { PublicUser } from "@app/shared/accounts";
import { accountsContract } from "@app/shared/accounts.contract";
import type { ReactNode } from "react";
import { call } from "./client";
import { type AreaLogout, customerSessionKey, Guard, useSession } from "./session";

/** The portal's session: the signed-in customer, or null. */
export function useCustomerSession() {
  return useSession(customerSessionKey, async (): Promise<PublicUser> => (await call(accountsContract.me, {})).user);
}

/** The signed-in customer inside the portal (the guard guarantees one). */
export function useCustomer(): PublicUser {
  const { data } = useCustomerSession();
  if (!data) throw new Error("useCustomer outside the customer guard");
  return data;
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
  end: () => call(accountsContract.logout, {}),
  key: customerSessionKey,
};
