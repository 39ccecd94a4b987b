import type { LoginInput } from "@app/shared/accounts/accounts";
import { accountsContract } from "@app/shared/accounts/contract";
import { call } from "../../../lib/client";

export const LOGIN_FALLBACK = "Login failed. Please try again.";

/** Sets the httpOnly session cookie; the portal then asks /users/me who is signed in. */
export const logIn = (input: LoginInput) => call(accountsContract.login, { body: input }, { fallback: LOGIN_FALLBACK });

/**
 * The portal keeps the signed-in customer in its query cache, which outlives a visit to the login
 * page (it may still hold "nobody" from the redirect here, or the previous user). Drop it so the
 * portal asks the server again. Loaded only after a successful log-in: the portal needs these modules
 * next anyway, and the public page itself stays free of the query library.
 */
export async function forgetCachedSession() {
  const [{ queryClient }, { customerSessionKey }] = await Promise.all([
    import("../../../lib/query-client"),
    import("../../../lib/session"),
  ]);
  queryClient.removeQueries({ queryKey: customerSessionKey });
}
