import type { FastifyInstance, InjectOptions } from "fastify";

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

/** Signs up and logs in a customer; returns its token and user. */
export async function signUpCustomer(app: FastifyInstance, overrides: Record<string, string> = {}) {
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
  const login = await client(app).post("/api/users/login", { email_address: email, password: body.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { token: login.body.token as string, user: login.body.user, email, password: body.password };
}
