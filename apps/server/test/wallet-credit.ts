import type { FastifyInstance } from "fastify";
import { client, signUpCustomer } from "./http.js";

/** Staff credit a customer's wallet with `naira` (e.g. "3000"), through the staff adjustment. */
export async function creditWallet(app: FastifyInstance, staffToken: string, customerId: number, naira: string) {
  const credited = await client(app, staffToken).post("/api/admin/wallet/adjust", {
    customer_id: customerId,
    direction: "credit",
    amount: naira,
    reason: "Test credit",
  });
  if (credited.status !== 201) throw new Error(`wallet credit: ${JSON.stringify(credited.body)}`);
}

/** A new customer whose wallet staff credited with `naira` (e.g. "3000"), through the staff adjustment. */
export async function customerWithCredit(app: FastifyInstance, staffToken: string, naira: string) {
  const customer = await signUpCustomer(app);
  await creditWallet(app, staffToken, customer.user.id, naira);
  return customer;
}
