import { type APIRequestContext, expect } from "@playwright/test";

/**
 * A customer's paid ship request, made the way the real flow makes it: a parcel received at the Stafford desk for
 * them (staff), their ship request for it (customer), packed into one box (staff) and its invoice paid with the
 * sandbox's test card (customer). `customer` is an API context signed in as that customer, `staff` a context
 * with the owner's bearer header (ownerHeaders). Returns the ship request and its shipment.
 */
export async function paidShipRequest(
  customer: APIRequestContext,
  staff: { request: APIRequestContext; headers: Record<string, string> },
  options: { description?: string; weightKg?: string } = {},
) {
  const me = (await (await customer.get("/api/users/me")).json()) as { user: { id: number } };
  const received = await staff.request.post("/api/admin/packages/receive", {
    headers: staff.headers,
    multipart: {
      carrier_tracking_number: `TBAMASTER${Date.now()}${Math.floor(Math.random() * 1000)}`,
      warehouse: "Trail Richmond",
      owner_id: String(me.user.id),
      description: options.description ?? "Phone accessories",
      weight: options.weightKg ?? "1.5",
      weight_unit: "kg",
      length: "30",
      width: "20",
      height: "10",
      length_unit: "cm",
      condition: "good",
    },
  });
  expect(received.status(), await received.text()).toBe(201);
  const created = await customer.post("/api/ship-requests", {
    data: {
      package_ids: [(await received.json()).package.id],
      repack: "keep_outer_box",
      service: "air_economy",
      delivery: "office_pickup",
      office: "yaba",
      phone: "0803 123 4567",
      items: [
        { description: options.description ?? "Phone accessories", quantity: 2, unit_value: "40", currency: "USD" },
      ],
      confirm_true: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipRequestId = (await created.json()).ship_request.id as number;
  const packed = await staff.request.post(`/api/admin/ship-requests/${shipRequestId}/pack`, {
    headers: staff.headers,
    data: {
      boxes: [
        {
          weight: options.weightKg ?? "1.5",
          weight_unit: "kg",
          length: "30",
          width: "20",
          height: "10",
          length_unit: "cm",
        },
      ],
    },
  });
  expect(packed.status(), await packed.text()).toBe(201);
  const { invoice, shipment } = (await packed.json()) as {
    invoice: { id: number };
    shipment: { id: number; tracking_number: string };
  };
  const start = await customer.post("/api/payments/initialize", { data: { invoice_id: invoice.id } });
  expect(start.status(), await start.text()).toBe(200);
  const { access_code, reference } = (await start.json()) as { access_code: string; reference: string };
  const checkout = await customer.post("/api/payments/sandbox/checkout", { data: { access_code, outcome: "success" } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const verify = await customer.post("/api/payments/verify", { data: { reference } });
  expect(await verify.json()).toMatchObject({ paid: true });
  return { shipRequestId, shipment, invoiceId: invoice.id };
}
