/** argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The native argon2 module, loaded at the first password checked or set: an idle server does not map it (~10 MB). */
const argon2 = () => import("@node-rs/argon2");

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is no account, so a wrong e-mail
 * and a wrong password cannot be told apart by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The account when `password` is its password, else undefined; an unknown account (undefined) costs the same
 * time as a wrong password.
 */
export async function accountWithPassword<T extends { password_hash: string }>(
  account: T | undefined,
  password: string,
): Promise<T | undefined> {
  if (!account) return verifyAgainstDummy(password).then(() => undefined);
  return (await verifyPassword(account.password_hash, password)) ? account : undefined;
}
