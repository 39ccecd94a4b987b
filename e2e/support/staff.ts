import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_OWNER } from "./auth";
import { mailText, waitForMail } from "./mail";
import { asNewVisitor } from "./visitor";

export const STAFF_PASSWORD = "Staffer123";

/** The demo owner's bearer header, for back-office calls made outside the page. */
export async function ownerHeaders(request: APIRequestContext) {
  const res = await request.post("/api/admins/login", {
    headers: asNewVisitor(),
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

type StaffRole = "manager" | "worker" | "agent";

/**
 * Where a new account works unless a spec says: managers and workers at all warehouses, a partner agent (never of
 * all, decision 0128) at Trail Richmond, where the demo data's parcels are.
 */
const defaultWarehouses = (role: StaffRole) => (role === "agent" ? ["Trail Richmond"] : null);

/**
 * The owner creates a staff account at `warehouses` (codes, or null for all); returns its e-mail and the
 * verification link from the e-mail it got.
 */
export async function createStaff(
  request: APIRequestContext,
  role: StaffRole,
  firstname: string,
  warehouses: string[] | null = defaultWarehouses(role),
) {
  const email = `${firstname.toLowerCase()}-${Date.now().toString(36)}@staff.test`;
  const res = await request.post("/api/admins/signup", {
    headers: { ...(await ownerHeaders(request)), ...asNewVisitor() },
    data: { firstname, lastname: "Tester", email, password: STAFF_PASSWORD, role, warehouses },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(email, /Verify your .* staff account/);
  const link = /https?:\/\/\S+\/admin\/verify\/[\w-]+/.exec(mailText(mail.raw))![0];
  return { email, password: STAFF_PASSWORD, verifyPath: new URL(link).pathname };
}

/** What a staff member chooses at first sign-in in place of the password the owner gave them. */
export const OWN_STAFF_PASSWORD = "Staffer456";

/**
 * A staff account ready to work: verified through its link and, as its holder must at first sign-in, its
 * owner-chosen password changed to their own (`password`), all by API.
 */
export async function createVerifiedStaff(
  request: APIRequestContext,
  role: StaffRole,
  firstname: string,
  warehouses?: string[] | null,
) {
  const staff = await createStaff(request, role, firstname, warehouses);
  const token = staff.verifyPath.split("/").pop()!;
  expect((await request.get(`/api/admins/verify/${token}`)).ok()).toBe(true);
  const login = await request.post("/api/admins/login", {
    headers: asNewVisitor(),
    data: { email: staff.email, password: staff.password },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const changed = await request.post("/api/admins/password/change-password", {
    headers,
    data: { old_password: staff.password, new_password: OWN_STAFF_PASSWORD },
  });
  expect(changed.ok()).toBe(true);
  await request.post("/api/admins/logout", { headers });
  // The log-ins above set the context's staff cookie; leave it the owner's, as createStaff does.
  await ownerHeaders(request);
  return { ...staff, password: OWN_STAFF_PASSWORD };
}

/**
 * Staff open an air master shipment from Trail Richmond to Lagos through the API and load the ship requests on it;
 * returns its id. `carrier` names the flight; its transport document is made unique.
 */
export async function masterWith(
  staff: { request: APIRequestContext; headers: Record<string, string> },
  carrier: string,
  shipRequestIds: number[],
) {
  const opened = await staff.request.post("/api/admin/master-shipments", {
    headers: staff.headers,
    data: {
      mode: "air",
      carrier,
      transport_document: `DOC${Date.now().toString(36).toUpperCase()}`,
      origin: "Trail Richmond",
      destination: "Lagos, Nigeria",
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const id = ((await opened.json()) as { id: number }).id;
  const loaded = await staff.request.post(`/api/admin/master-shipments/${id}/shipments`, {
    headers: staff.headers,
    data: { ship_request_ids: shipRequestIds },
  });
  expect(loaded.status(), await loaded.text()).toBe(200);
  return id;
}
