import { ADMIN_TEXTS, type AdminLoginInput } from "@app/shared/admins/admins";
import { adminsContract } from "@app/shared/admins/contract";
import { call } from "../../../lib/client";

/** Sets the httpOnly admin session cookie; the back office then asks /admins/me who is signed in. */
export const logInAdmin = (input: AdminLoginInput) =>
  call(adminsContract.login, { body: input }, { fallback: ADMIN_TEXTS.loginFailed });

/**
 * The back office keeps the signed-in admin in its query cache, which outlives a visit to the login page
 * (it may still hold "nobody" from the redirect here). Drop it so the layout asks the server again. Loaded
 * only after a successful log-in, so the login page itself stays free of the query library.
 */
export async function forgetCachedAdminSession() {
  const [{ queryClient }, { adminSessionKey }] = await Promise.all([
    import("../../../lib/query-client"),
    import("../../../lib/session"),
  ]);
  queryClient.removeQueries({ queryKey: adminSessionKey });
}
