import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import type { Operation } from "@app/shared/core/contract";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, confirmEmailOf, signUpCustomer } from "../../../test/http.js";

/**
 * The confirmed-e-mail guard over the whole contract: every customer operation marked `confirmedEmail` answers an
 * unconfirmed account 403 with the message naming its address (before reading any input), and no other operation
 * does. After confirming, none does.
 */
const { app } = await buildTestApp();

const sharedDir = fileURLToPath(new URL("../../../../../packages/shared/src/", import.meta.url));
const operations: Operation[] = [];
const contractFiles = readdirSync(sharedDir, { recursive: true, encoding: "utf8" }).filter((name) =>
  /(^|[/.])contract\.ts$/.test(name),
);
for (const file of contractFiles) {
  const module = (await import(`${sharedDir}${file}`)) as Record<string, Record<string, Operation>>;
  for (const contract of Object.values(module)) operations.push(...Object.values(contract));
}
const customerOps = operations.filter((op) => op.access === "customer" && !op.path.includes("logout"));
// The walk must find the contracts wherever they live: an empty list would make every check below pass.
if (customerOps.length < 20) throw new Error(`found only ${customerOps.length} customer operations in ${sharedDir}`);
const url = (op: Operation) => `/api${op.path.replace(/:(\w+)/g, "1")}`;
const call = (token: string, op: Operation) =>
  app.inject({
    method: op.method,
    url: url(op),
    headers: {
      authorization: `Bearer ${token}`,
      ...(op.method === "GET" ? {} : { "content-type": "application/json" }),
    },
    ...(op.method === "GET" ? {} : { payload: "{}" }),
  });

describe("the confirmed-e-mail guard (issue 30)", () => {
  it("marks the operations that act for the account", () => {
    const marked = customerOps.filter((op) => op.confirmedEmail).map((op) => `${op.method} ${op.path}`);
    expect(marked).toEqual(
      expect.arrayContaining([
        "POST /packages",
        "PUT /packages/:id",
        "POST /ship-requests",
        "POST /procurements",
        "POST /pickups",
        "POST /tickets",
        "POST /tickets/:id/response",
        "POST /payments/initialize",
        "POST /invoices/:id/question",
      ]),
    );
    expect(operations.filter((op) => op.confirmedEmail && op.access !== "customer")).toEqual([]);
  });

  it("answers 403 naming the address to exactly the marked operations, and to none once confirmed", async () => {
    const { token, email } = await signUpCustomer(app, {}, { confirmed: false });
    const message = CONFIRM_TEXTS.emailNotConfirmed(email);
    for (const op of customerOps) {
      const res = await call(token, op);
      const refused = res.statusCode === 403 && res.json().error === message;
      expect(refused, `${op.method} ${op.path}: ${res.statusCode} ${res.body}`).toBe(Boolean(op.confirmedEmail));
    }
    await confirmEmailOf(app, email);
    for (const op of customerOps.filter((o) => o.confirmedEmail)) {
      const res = await call(token, op);
      expect(res.statusCode, `${op.method} ${op.path}`).not.toBe(403);
    }
    expect((await client(app, token).get("/api/users/me")).status).toBe(200);
  });
});
