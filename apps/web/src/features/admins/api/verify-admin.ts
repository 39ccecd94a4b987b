import { ADMIN_TEXTS } from "@app/shared/admins/admins";
import { adminsContract } from "@app/shared/admins/contract";
import { call } from "../../../lib/client";

const pending = new Map<string, Promise<{ message: string }>>();

/**
 * Calls the verify link once per token and page load: the token is single use, so a second call (React's
 * development double effect, a re-render) must reuse the first answer instead of spending it again.
 */
export function verifyAdmin(token: string): Promise<{ message: string }> {
  let answer = pending.get(token);
  if (!answer) {
    answer = call(adminsContract.verify, { params: { token } }, { fallback: ADMIN_TEXTS.verifyFailed });
    pending.set(token, answer);
  }
  return answer;
}
