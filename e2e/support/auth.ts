import type { Page } from "@playwright/test";
import { asNewVisitor } from "./visitor";

export const DEMO_CUSTOMER = { email: "customer@swiftway.test", password: "Customer123" };
export const DEMO_OWNER = { email: "owner@swiftway.test", password: "Owner1234" };

/** Logs in through the API (sets the httpOnly cookie in the page's context). Screens that test log-in itself use the form. */
export async function loginCustomerByApi(page: Page, credentials = DEMO_CUSTOMER) {
  const res = await page.request.post("/api/users/login", {
    headers: asNewVisitor(),
    data: { email_address: credentials.email, password: credentials.password },
  });
  if (!res.ok()) throw new Error(`customer login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { user: { id: number; firstname: string }; token: string };
}

export async function loginAdminByApi(page: Page, credentials = DEMO_OWNER) {
  const res = await page.request.post("/api/admins/login", {
    headers: asNewVisitor(),
    data: { email: credentials.email, password: credentials.password },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { admin: { id: number; firstname: string }; token: string };
}
