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

/** The customer pays the invoice by card in the sandbox (naira at the rate in force), as on the invoice page. */
export async function payInvoiceInSandbox(app: FastifyInstance, token: string, invoiceId: number) {
  const started = await client(app, token).post("/api/payments/initialize", { invoice_id: invoiceId });
  if (started.status !== 200) throw new Error(`checkout of invoice ${invoiceId}: ${JSON.stringify(started.body)}`);
  const verified = await finishSandboxCheckout(app, token, started.body);
  if (verified.body.paid !== true) throw new Error(`invoice ${invoiceId} not paid: ${JSON.stringify(verified.body)}`);
}
