/**
 * The accounts feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). Others look a customer up to e-mail them or file a record under them; the admins feature runs its
 * staff password resets on the same one-time codes.
 */
export { type Customer, findCustomerByEmail, findCustomerById } from "./customers.js";
export {
  type Background,
  CODE_SENT,
  MAX_CODE_REQUESTS,
  type ResetKind,
  resetWithToken,
  sendCode,
  verifyCode,
} from "./reset-codes.js";
