import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { RECEIPT_PDF } from "../../../test/customer-isolation.records.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { type FilePart, multipartBody, PNG_1PX, postMultipart } from "../../../test/multipart.js";

/**
 * Staff opening a pre-alert (GET /api/admin/packages/:id) see the customer's receipt, as the contested queue shows a
 * claimant's (decision 0137): staff of the parcel's warehouse may open it, a partner agent neither sees nor opens it.
 */

const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");
const atTheParcel = await signInAdmin(app, "worker", ["Trail Richmond"]);
const elsewhere = await signInAdmin(app, "worker", ["Brixton"]);
const agent = await signInAdmin(app, "agent", ["Trail Richmond"]);

const png: FilePart = { field: "receipt", name: "order.png", type: "image/png", data: PNG_1PX };
const pdf: FilePart = { field: "receipt", name: "invoice.pdf", type: "application/pdf", data: RECEIPT_PDF };

async function preAlert(tracking: string, receipt: FilePart[]) {
  const customer = await signUpCustomer(app);
  const fields = { carrier_tracking_number: tracking, warehouse: "Trail Richmond", description: "Shoes" };
  const res = await postMultipart(app, "/api/packages", customer.token, fields, receipt);
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json().package as { id: number; receipt: { url: string; name: string | null; pdf: boolean } | null };
  return { ...made, owner_id: String(customer.user.id) };
}

const detail = (token: string, id: number) => client(app, token).get(`/api/admin/packages/${id}`);

describe("a pre-alert's receipt on the staff package page", () => {
  it("links the receipt for staff of the parcel's warehouse, who may open it, and never for a partner agent", async () => {
    const pre = await preAlert("1Z999AA10123460001", [png]);
    expect(pre.receipt).toMatchObject({ name: "order.png", pdf: false });

    for (const who of [owner, manager, worker, atTheParcel]) {
      const res = await detail(who.token, pre.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // The customer's own view of it, as My Packages and the contested queue give it.
      expect(res.body.package.receipt, who.admin.role).toEqual(pre.receipt);
      expect(res.body.package.status).toBe("expected");
      expect((await client(app, who.token).get(pre.receipt!.url)).status).toBe(200);
    }

    // docs/ROLES.md: an agent sees the desk's parcels but no receipt (it names a value), nor opens one.
    const seenByAgent = await detail(agent.token, pre.id);
    expect(seenByAgent.status).toBe(200);
    expect(seenByAgent.body.package.receipt).toBeNull();
    expect(JSON.stringify(seenByAgent.body)).not.toContain(pre.receipt!.url);
    expect((await client(app, agent.token).get(pre.receipt!.url)).status).toBe(404);

    // Another warehouse's staff see neither the package nor its receipt (unchanged).
    expect((await detail(elsewhere.token, pre.id)).status).toBe(404);
    expect((await client(app, elsewhere.token).get(pre.receipt!.url)).status).toBe(404);
  });

  it("keeps the receipt once the parcel is received, in the answers of the page's changes too; none when none was attached", async () => {
    const tracking = "1Z999AA10123460002";
    const pre = await preAlert(tracking, [pdf]);
    const form = multipartBody({
      warehouse: "Trail Richmond",
      carrier_tracking_number: tracking,
      owner_id: pre.owner_id,
      ...{ weight: "1", weight_unit: "kg", length: "30", width: "20", height: "10", length_unit: "cm" },
    });
    const received = await client(app, atTheParcel.token).post("/api/admin/packages/receive", form.body, form.headers);
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body.package.id).toBe(pre.id);

    const res = await detail(atTheParcel.token, pre.id);
    expect(res.body.package.status).toBe("received");
    expect(res.body.package.receipt).toEqual({ url: pre.receipt!.url, name: "invoice.pdf", pdf: true });
    const shelf = await client(app, atTheParcel.token).patch(`/api/admin/packages/${pre.id}`, { bin_location: "A-1" });
    expect(shelf.status, JSON.stringify(shelf.body)).toBe(200);
    expect(shelf.body.package.receipt).toEqual(res.body.package.receipt);

    const without = await preAlert("1Z999AA10123460003", []);
    expect((await detail(worker.token, without.id)).body.package.receipt).toBeNull();
  });
});
