import { type APIRequestContext, expect, type Locator } from "@playwright/test";
import type { ShipRequestFormInput } from "../../packages/shared/src/ship-requests/ship-requests";
import { SAMPLE_SHIP_REQUEST_FORM } from "../../packages/shared/src/ship-requests/sample";
import { receivedPackages } from "./records";

/**
 * Ship requests through the API, by the steps of the server's factory (apps/server/src/db/factories/ship-requests.ts):
 * parcels received at the desk (receivedPackages), the customer's submit of the portal's form (the factory's sample
 * form, SAMPLE_SHIP_REQUEST_FORM, unless told otherwise), packing by staff, the invoice paid in the sandbox.
 */

type Form = Partial<Omit<ShipRequestFormInput, "package_ids">>;

/** The form's pick-up choice: collected at the Yaba office, kept in its outer box, air economy. */
export const OFFICE_PICKUP = {
  repack: "keep_outer_box",
  service: "air_economy",
  delivery: "office_pickup",
  office: "yaba",
  phone: "0803 123 4567",
} as const satisfies Form;

/** The customer (an API context signed in as them) submits the form for the parcels; returns the request's id. */
export async function submitShipRequest(customer: APIRequestContext, packageIds: number[], form: Form = {}) {
  const submitted = await customer.post("/api/ship-requests", {
    data: { ...SAMPLE_SHIP_REQUEST_FORM, ...form, package_ids: packageIds },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return (await submitted.json()).ship_request.id as number;
}

/** A box as the packing table measures it, in kg and cm. */
export interface MeasuredBox {
  weight: string;
  length: string;
  width: string;
  height: string;
}

/** Staff pack the request into the boxes; returns its invoice and shipment. */
export async function packShipRequest(
  staff: { request: APIRequestContext; headers: Record<string, string> },
  shipRequestId: number,
  boxes: MeasuredBox[],
) {
  const packed = await staff.request.post(`/api/admin/ship-requests/${shipRequestId}/pack`, {
    headers: staff.headers,
    data: { boxes: boxes.map((box) => ({ ...box, weight_unit: "kg", length_unit: "cm" })) },
  });
  expect(packed.status(), await packed.text()).toBe(201);
  return (await packed.json()) as { invoice: { id: number }; shipment: { id: number; tracking_number: string } };
}

/** The customer pays the invoice with the sandbox's test card. */
export async function payInSandbox(customer: APIRequestContext, invoiceId: number) {
  const start = await customer.post("/api/payments/initialize", { data: { invoice_id: invoiceId } });
  expect(start.status(), await start.text()).toBe(200);
  const { access_code, reference } = (await start.json()) as { access_code: string; reference: string };
  const checkout = await customer.post("/api/payments/sandbox/checkout", { data: { access_code, outcome: "success" } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const verify = await customer.post("/api/payments/verify", { data: { reference } });
  expect(await verify.json()).toMatchObject({ paid: true });
}

/**
 * A customer's paid ship request: one parcel received at the Stafford desk (or `warehouse`'s) for them, their request
 * for it collected at the office, packed into one box of the parcel's size, and its invoice paid in the sandbox.
 * `customer` is an API context signed in as that customer, `staff` a context with the owner's bearer header
 * (ownerHeaders). Returns the ship request and its shipment.
 */
export async function paidShipRequest(
  customer: APIRequestContext,
  staff: { request: APIRequestContext; headers: Record<string, string> },
  options: { description?: string; weightKg?: string; warehouse?: string } = {},
) {
  const me = (await (await customer.get("/api/users/me")).json()) as { user: { id: number } };
  const description = options.description ?? "Phone accessories";
  const size = { weight: options.weightKg ?? "1.5", length: "30", width: "20", height: "10" };
  const warehouse = options.warehouse ?? "Trail Richmond";
  const [parcel] = await receivedPackages(staff.request, me.user.id, warehouse, [{ description, ...size }]);
  const shipRequestId = await submitShipRequest(customer, [parcel!.id], {
    ...OFFICE_PICKUP,
    items: [{ description, quantity: 2, unit_value: "40", currency: "USD" }],
  });
  const { invoice, shipment } = await packShipRequest(staff, shipRequestId, [size]);
  await payInSandbox(customer, invoice.id);
  return { shipRequestId, shipment, invoiceId: invoice.id };
}

/**
 * Fills the portal's ship request form as the sample customer does (SAMPLE_SHIP_REQUEST_FORM's address, repacking and
 * service unless `choices` says otherwise) with the items, each's description, quantity and unit value as typed;
 * leaves the declaration and the submit to the spec.
 */
export async function fillShipRequestForm(
  form: Locator,
  items: [string, string, string][],
  choices: { repack?: string; service?: string } = {},
) {
  const sample = SAMPLE_SHIP_REQUEST_FORM;
  await form.getByLabel("Street address").fill(sample.street);
  await form.getByLabel("Nearest landmark").fill(sample.landmark);
  await form.getByLabel("City or town").fill(sample.city);
  // The LGA from the chosen state's list (the list fills once the state is chosen).
  await form.getByLabel("State").selectOption(sample.state);
  await form.getByLabel("Local government area (LGA)").selectOption(sample.lga);
  await form.getByLabel("Phone number").fill(sample.phone);
  await form.getByLabel("Repacking").selectOption(choices.repack ?? sample.repack);
  await form.getByLabel("Service").selectOption(choices.service ?? sample.service);
  for (const [i, [description, quantity, unitValue]] of items.entries()) {
    if (i > 0) await form.getByRole("button", { name: "Add item" }).click();
    await form.getByLabel(`Item ${i + 1} description`).fill(description);
    await form.getByLabel("Quantity").nth(i).fill(quantity);
    await form.getByLabel("Unit value").nth(i).fill(unitValue);
  }
}
