import type { FastifyInstance } from "fastify";
import { client } from "./http.js";

/** Pays a started checkout in the sandbox and verifies it, as the portal does after the customer pays. */
export async function finishSandboxCheckout(
  app: FastifyInstance,
  token: string,
  started: { access_code: string; reference: string },
) {
  await client(app, token).post("/api/payments/sandbox/checkout", {
    access_code: started.access_code,
    outcome: "success",
  });
  return client(app, token).post("/api/payments/verify", { reference: started.reference });
}
