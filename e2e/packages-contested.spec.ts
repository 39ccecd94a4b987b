import type { Browser } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { signUpCustomer } from "./support/records";
import { createVerifiedStaff } from "./support/staff";

/** A 1×1 PNG: a receipt a customer attaches to their pre-alert. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A customer in a browser of their own, who pre-alerts `tracking` through the portal's form. */
async function customerWhoPreAlerts(
  browser: Browser,
  baseURL: string | undefined,
  customer: { email: string; password: string },
  tracking: string,
  contents: string,
  receipt?: { name: string; mimeType: string; buffer: Buffer },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { user } = await loginCustomerByApi(page, customer);
  await page.goto("/user/packages/new");
  await page.getByLabel("Carrier tracking number").fill(tracking);
  await page.getByLabel("Warehouse it is going to").selectOption("Trail Richmond");
  await page.getByLabel("What is in it").fill(contents);
  if (receipt) await page.getByLabel("Invoice or receipt (optional)").setInputFiles(receipt);
  await page.getByRole("button", { name: "Tell us about this package" }).click();
  await expect(page).toHaveURL(/\/user\/packages\?tab=expected$/);
  return { context, page, suite: (user as { suite_number?: string }).suite_number! };
}

test("two customers pre-alert one tracking number: the desk shows both claims, the parcel waits in the contested queue, a worker resolves it with a reason, and each customer sees only their own outcome", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tracking = `1ZCONT${Date.now().toString().slice(-8)}`;
  const bea = await signUpCustomer(request, { prefix: "claim-b", firstname: "Beatrice", lastname: "Nwosu" });
  const abel = await signUpCustomer(request, { prefix: "claim-a", firstname: "Abel", lastname: "Danjuma" });
  const b = await customerWhoPreAlerts(browser, baseURL, bea, tracking, "Red kettle");
  const a = await customerWhoPreAlerts(browser, baseURL, abel, tracking, "Phone case", {
    name: "order.png",
    mimeType: "image/png",
    buffer: PNG,
  });

  // The desk: both claims with name and suite; the label's suite cannot be read, so the owner is unknown.
  const worker = await createVerifiedStaff(request, "worker", "Claims");
  await loginAdminByApi(page, { email: worker.email, password: worker.password });
  await page.goto("/admin/receiving");
  await page.getByLabel("This desk's warehouse").selectOption({ label: "Stafford, Texas, USA" });
  const trackingField = page.getByLabel("Carrier tracking number");
  await trackingField.fill(tracking);
  await trackingField.press("Enter");
  const claims = page.getByRole("alert").filter({ hasText: "2 customers pre-alerted this number" });
  await expect(claims).toContainText(`Beatrice Nwosu (${b.suite})`);
  await expect(claims).toContainText(`Abel Danjuma (${a.suite})`);
  await expect(page.getByRole("combobox", { name: "Owner" })).toHaveValue("");
  await page.getByLabel("Owner unknown").check();
  await page.getByLabel(/label says/i).fill("Suite smudged");
  await page.getByLabel(/^Weight \(kg\)/).fill("0.8");
  await page.getByLabel("Length").fill("20");
  await page.getByLabel("Width").fill("15");
  await page.getByLabel("Height").fill("10");
  await page.getByLabel("Height").press("Control+Enter");
  const saved = page.getByRole("list", { name: "Parcels received this session" }).getByRole("listitem").first();
  await expect(saved).toBeVisible();
  const packageCode = (await saved.locator(".font-mono").textContent())!.trim();
  await expect(page.getByText(/waits in the contested queue/).first()).toBeVisible();

  // Each customer is told it is being checked, and nothing of the other.
  for (const [who, other] of [
    [bea, "Abel"],
    [abel, "Beatrice"],
  ] as const) {
    const mail = await waitForMail(who.email, new RegExp(`We are checking whose parcel ${tracking} is`));
    expect(mail.raw).not.toContain(other);
  }

  // The contested queue: the worker gives it to Abel, with the reason.
  await page.getByRole("link", { name: "Contested" }).click();
  await expect(page).toHaveURL(/\/admin\/packages\/contested$/);
  const parcel = page.getByRole("article", { name: `Contested parcel ${packageCode}` });
  await expect(parcel).toContainText(tracking);
  // The receipts the queue asks staff to check: Abel's opens, Beatrice attached none.
  const receipt = parcel.getByRole("link", { name: "Receipt from Abel Danjuma" });
  const opened = await page.request.get((await receipt.getAttribute("href"))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("image/png");
  await expect(parcel.getByRole("link", { name: /Receipt from Beatrice/ })).toHaveCount(0);
  await expect(parcel.getByText("No receipt attached")).toHaveCount(1);
  await parcel.getByLabel(/Abel Danjuma/).check();
  await parcel.getByRole("button", { name: "Give the parcel to this claimant" }).click();
  await expect(parcel.getByText("Say why the parcel belongs to this claimant.")).toBeVisible();
  await parcel.getByLabel(/^Reason/).fill("Abel's receipt matches the order; Beatrice mistyped her number");
  await parcel.getByRole("button", { name: "Give the parcel to this claimant" }).click();
  await expect(page.getByText(`${packageCode} resolved`).first()).toBeVisible();
  await expect(parcel).toHaveCount(0);

  // Abel: the parcel is his, at the warehouse.
  await a.page.goto("/user/packages?tab=warehouse");
  const his = a.page.getByTestId("package-card").filter({ hasText: packageCode });
  await expect(his.getByTestId("claim-outcome")).toHaveText("We checked who this parcel belongs to: it is yours.");
  await expect(his).toContainText("Phone case");
  await expect(a.page.locator("main")).not.toContainText("Beatrice");

  // Beatrice: her pre-alert says the parcel was not hers, and nothing of Abel or the reason.
  await b.page.goto("/user/packages?tab=expected");
  const hers = b.page.getByTestId("package-card").filter({ hasText: tracking });
  await expect(hers.getByTestId("claim-outcome")).toContainText("we found it is not yours");
  await expect(b.page.locator("main")).not.toContainText("Abel");
  await expect(b.page.locator("main")).not.toContainText("mistyped");
  await waitForMail(bea.email, new RegExp(`Parcel ${tracking} is not yours`));
  await a.context.close();
  await b.context.close();
});
