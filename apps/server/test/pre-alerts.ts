import { readdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { packages } from "../src/db/schema.js";
import { type FilePart, multipartBody, PNG_1PX } from "./multipart.js";

/** What the pre-alert tests send (features/packages/packages*.test.ts): a valid form, receipts and the calls. */

/** The smallest well-formed PDF: header, one empty page, trailer and end-of-file marker. */
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** A valid pre-alert form. */
export const GOOD = {
  carrier_tracking_number: "1z 999-aa1 0123456784",
  carrier: "UPS",
  warehouse: "Brixton",
  store: "Amazon UK",
  description: "Two pairs of trainers",
  declared_value: "120.50",
  declared_currency: "GBP (£)",
};
export const pdf = (name = "receipt.pdf"): FilePart => ({
  field: "receipt",
  name,
  type: "application/pdf",
  data: TINY_PDF,
});
export const png = (name = "receipt.png"): FilePart => ({ field: "receipt", name, type: "image/png", data: PNG_1PX });

/** The pre-alert calls of a test app, and what they leave behind (its stored files, a customer's packages). */
export function preAlertCalls(app: FastifyInstance, dataDir: string) {
  async function send(
    method: "POST" | "PUT",
    url: string,
    token: string | undefined,
    fields: Record<string, string>,
    files: FilePart[] = [],
  ) {
    const form = multipartBody(fields, files);
    const res = await app.inject({
      method,
      url,
      headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: form.body,
    });
    return { status: res.statusCode, body: res.json() };
  }
  return {
    preAlert: (token: string, fields: Record<string, string> = GOOD, files: FilePart[] = []) =>
      send("POST", "/api/packages", token, fields, files),
    edit: (token: string, id: number, fields: Record<string, string>, files: FilePart[] = []) =>
      send("PUT", `/api/packages/${id}`, token, fields, files),
    storedFiles: () => readdirSync(join(dataDir, "uploads")).filter((name) => !name.startsWith(".")),
    packagesOf: (userId: number) => app.db.select().from(packages).where(eq(packages.user_id, userId)),
  };
}
