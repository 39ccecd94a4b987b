import { ADMIN_TEXTS } from "@app/shared/admins";
import { api } from "../../../lib/api";

const pending = new Map<string, Promise<{ message: string }>>();

/**
 * Calls the verify link once per token and page load: the token is single use, so a second call (React's
 * development double effect, a re-render) must reuse the first answer instead of spending it again.
 */
export function verifyAdmin(token: string): Promise<{ message: string }> {
  let call = pending.get(token);
  if (!call) {
    call = api.get<{ message: string }>(`/admins/verify/${encodeURIComponent(token)}`, {
      fallback: ADMIN_TEXTS.verifyFailed,
    });
    pending.set(token, call);
  }
  return call;
}
