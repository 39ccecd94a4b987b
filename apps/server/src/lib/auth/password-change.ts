import type { ChangePasswordInput } from "@app/shared/accounts/accounts";
import { badRequest } from "../errors.js";
import { hashPassword, verifyPassword } from "./password.js";

export const WRONG_OLD_PASSWORD = "Your current password is incorrect.";
export const SAME_PASSWORD = "The new password must be different from the current one.";

/**
 * The checks of a change of one's own password (customers and staff alike): the current password must be right
 * and the new one different. Returns the new hash, made before the caller's transaction so no row waits on it.
 */
export async function newHashForChange(currentHash: string, input: ChangePasswordInput): Promise<string> {
  if (!(await verifyPassword(currentHash, input.old_password))) {
    throw badRequest(WRONG_OLD_PASSWORD, { old_password: WRONG_OLD_PASSWORD });
  }
  if (input.old_password === input.new_password) throw badRequest(SAME_PASSWORD, { new_password: SAME_PASSWORD });
  return hashPassword(input.new_password);
}
