import { CONTESTED_TEXTS } from "@app/shared/packages/claims.staff";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { RECEIPT_PDF } from "../../../test/customer-isolation.records.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { type FilePart, multipartBody, PNG_1PX, postMultipart } from "../../../test/multipart.js";

/** The contested queue shows each claim's receipt, which its intro asks staff to check, and staff may open it. */

const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const atTheParcel = await signInAdmin(app, "worker", ["Trail Richmond"]);
const elsewhere = await signInAdmin(app, "worker", ["Brixton"]);
const agent = await signInAdmin(app, "agent", ["Trail Richmond"]);

const customer = (firstname: string, lastname: string) =>
  signUpCustomer(app, { firstname, lastname, email_address: `${firstname.toLowerCase()}@receipts.test` });

async function preAlert(token: string, tracking: string, warehouse: string, receipt: FilePart) {
  const fields = { carrier_tracking_number: tracking, warehouse, description: "Shoes" };
  const res = await postMultipart(app, "/api/packages", token, fields, [receipt]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().package as PreAlert;
}

describe("the contested queue's receipts", () => {
  it("gives each claim its pre-alert's receipt, which staff of the parcel's warehouse may open and a partner agent may not", async () => {
    expect(CONTESTED_TEXTS.intro).toContain("receipts");
    const tracking = "1Z999AA10123450001";
    const a = await customer("Ngozi", "Adeyemi");
    const b = await customer("Tunde", "Bakare");
    const png = { field: "receipt", name: "order.png", type: "image/png", data: PNG_1PX };
    const pdf = { field: "receipt", name: "invoice.pdf", type: "application/pdf", data: RECEIPT_PDF };
    const aPre = await preAlert(a.token, tracking, "Trail Richmond", png);
    // Tunde named another warehouse on his pre-alert; the parcel came in at Trail Richmond all the same.
    const bPre = await preAlert(b.token, tracking, "Brixton", pdf);
    const form = multipartBody({
      warehouse: "Trail Richmond",
      carrier_tracking_number: tracking,
      owner_unknown: "yes",
      label_owner_text: "torn",
      ...{ weight: "1", weight_unit: "kg", length: "30", width: "20", height: "10", length_unit: "cm" },
    });
    const received = await client(app, worker.token).post("/api/admin/packages/receive", form.body, form.headers);
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body.contested).toBe(true);

    for (const who of [worker, atTheParcel]) {
      const queue = await client(app, who.token).get("/api/admin/packages/contested");
      const listed = queue.body.packages.find((p: { id: number }) => p.id === received.body.package.id);
      expect(listed.claims.map((c: { pre_alert: unknown }) => c.pre_alert)).toEqual([aPre, bPre].map(claimOf));
    }
    expect(aPre.receipt).toMatchObject({ name: "order.png", pdf: false });
    expect(bPre.receipt).toMatchObject({ name: "invoice.pdf", pdf: true });

    for (const url of [aPre.receipt.url, bPre.receipt.url]) {
      expect((await client(app, worker.token).get(url)).status).toBe(200);
      expect((await client(app, atTheParcel.token).get(url)).status, "staff of the parcel's warehouse").toBe(200);
      // docs/ROLES.md: a partner agent does not see the contested queue nor a pre-alert's receipt (it names a value).
      expect((await client(app, agent.token).get(url)).status).toBe(404);
    }
    expect((await client(app, agent.token).get("/api/admin/packages/contested")).status).toBe(403);
    // Staff of a warehouse that holds neither the parcel nor Ngozi's pre-alert do not open her receipt.
    expect((await client(app, elsewhere.token).get(aPre.receipt.url)).status).toBe(404);
  });
});

type PreAlert = { id: number; package_code: string; description: string; receipt: { url: string } };
/** What a claim says of its pre-alert: the customer's own view of it, receipt included. */
const claimOf = (p: PreAlert) => ({
  id: p.id,
  package_code: p.package_code,
  description: p.description,
  receipt: p.receipt,
});
