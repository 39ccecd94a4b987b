import type { FastifyInstance, InjectOptions } from "fastify";
import { confirmationTokenOf, forgetConfirmationMails } from "./mail.js";

/** Small helpers over app.inject so API tests read like HTTP calls. */
export function client(app: FastifyInstance, token?: string) {
  const call = async (
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      payload: payload as InjectOptions["payload"],
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON each route answers
    let body: any;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res };
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call("GET", url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call("POST", url, payload ?? {}, headers),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) => call("PUT", url, payload ?? {}, headers),
    patch: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call("PATCH", url, payload ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => call("DELETE", url, undefined, headers),
  };
}

export const DEFAULT_PASSWORD = "Passw0rdX";

/**
 * Opens the newest confirmation link e-mailed to `email` (as its owner would), so the account may act. The
 * confirmation e-mails are then taken out of the outbox, as read: tests that count an account's e-mails count only
 * what their own calls sent.
 */
export async function confirmEmailOf(app: FastifyInstance, email: string) {
  const token = await confirmationTokenOf(app, email);
  const confirmed = await client(app).post("/api/users/confirm-email", { token });
  if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${JSON.stringify(confirmed.body)}`);
  await forgetConfirmationMails(app, email);
}

/**
 * Signs up and logs in a customer; returns its token and user. The account's e-mail address is confirmed through
 * the link of its sign-up e-mail, unless `{ confirmed: false }` (an account that may look around but not act).
 */
export async function signUpCustomer(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const email = overrides.email_address ?? `c${Math.random().toString(36).slice(2, 10)}@example.com`;
  const body = {
    firstname: "Ada",
    lastname: "Lovelace",
    email_address: email,
    number: "08012345678",
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
  const signup = await client(app).post("/api/users/signup", body);
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  if (confirmed) await confirmEmailOf(app, email.trim().toLowerCase());
  const login = await client(app).post("/api/users/login", { email_address: email, password: body.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { token: login.body.token as string, user: login.body.user, email, password: body.password };
}
