import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";

/** The smallest well-formed PDF, as an invoice or receipt. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const tabCount = (page: Page, tab: string) => page.getByTestId(`tab-count-${tab}`);
const card = (page: Page, text: string) => page.getByTestId("package-card").filter({ hasText: text });

test("a customer pre-alerts a package with a receipt, edits it and cancels it", async ({ page, request }) => {
  const customer = await signUpCustomer(request, { prefix: "prealert" });
  await loginCustomerByApi(page, customer);
  const tracking = `1Z 999 ${Date.now().toString().slice(-8)} AB`;
  const normalised = tracking.replace(/\s/g, "");

  await page.goto("/user/packages");
  await expect(page.getByRole("heading", { name: "My Packages" })).toBeVisible();
  await expect(page.getByTestId("tab-expected")).toHaveAttribute("aria-current", "page");
  await expect(tabCount(page, "expected")).toHaveText("0");
  await expect(page.getByText("No packages on their way.")).toBeVisible();

  await page.getByRole("link", { name: "Tell us about a package" }).click();
  await expect(page.getByRole("heading", { name: "Tell us about a package" })).toBeVisible();
  // The browser checks the form with the API's schema: every message shows under its field.
  await page.getByLabel("Carrier tracking number").fill("12");
  await page.getByLabel("Declared value").fill("-5");
  await page.getByRole("button", { name: "Tell us about this package" }).click();
  await expect(page.getByText("A carrier tracking number has at least 6 letters and digits.")).toBeVisible();
  await expect(page.getByText("Describe what is in the package.")).toBeVisible();
  await expect(page.getByText(/Declared value must be a number from 0/)).toBeVisible();

  await page.getByLabel("Carrier tracking number").fill(tracking);
  await page.getByLabel("Carrier", { exact: true }).selectOption("UPS");
  await page.getByLabel("Warehouse it is going to").selectOption("Brixton");
  await page.getByLabel("Store or sender").fill("Amazon UK");
  await page.getByLabel("What is in it").fill("Running shoes");
  await page.getByLabel("Declared value").fill("89.99");
  await page.getByLabel("Currency").selectOption("GBP (£)");
  // A file named and typed as a PDF that is not one: the server reads its content and refuses it, naming the field.
  await page.getByLabel("Invoice or receipt (optional)").setInputFiles({
    name: "receipt.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>not a pdf</html>"),
  });
  await page.getByRole("button", { name: "Tell us about this package" }).click();
  await expect(page.getByText(/Only an image .* or a PDF can be attached as the receipt\./).first()).toBeVisible();
  expect((await (await page.request.get("/api/packages?tab=expected")).json()).counts.expected).toBe(0);

  await page
    .getByLabel("Invoice or receipt (optional)")
    .setInputFiles({ name: "order-4411.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Tell us about this package" }).click();
  await expect(toast(page, "We will look out for your package")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/packages\?tab=expected$/);
  await expect(tabCount(page, "expected")).toHaveText("1");
  const created = card(page, normalised);
  await expect(created).toContainText("Running shoes");
  await expect(created).toContainText("UPS");
  await expect(created).toContainText("London, UK");
  await expect(created).toContainText("£89.99");
  const receipt = created.getByRole("link", { name: "Receipt: order-4411.pdf (PDF, downloads)" });
  const download = await page.request.get((await receipt.getAttribute("href")) as string);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  await created.getByRole("link", { name: `Edit pre-alert ${normalised}` }).click();
  await expect(page.getByRole("heading", { name: "Edit pre-alert" })).toBeVisible();
  await expect(page.getByLabel("What is in it")).toHaveValue("Running shoes");
  await expect(page.getByLabel("Carrier tracking number")).toHaveValue(normalised);
  await page.getByLabel("What is in it").fill("Running shoes and socks");
  await page.getByLabel("Remove this receipt").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Your pre-alert has been updated.")).toBeVisible();
  const edited = card(page, normalised);
  await expect(edited).toContainText("Running shoes and socks");
  await expect(edited.getByRole("link", { name: /Receipt/ })).toHaveCount(0);

  // Cancel asks first: Esc keeps the pre-alert and gives focus back to the button.
  const cancel = edited.getByRole("button", { name: `Cancel pre-alert ${normalised}` });
  await cancel.click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this pre-alert?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(tabCount(page, "expected")).toHaveText("1");
  await cancel.click();
  await dialog.getByRole("button", { name: "Cancel pre-alert" }).click();
  await expect(toast(page, "Your pre-alert has been cancelled.")).toBeVisible();
  await expect(card(page, normalised)).toHaveCount(0);
  await expect(tabCount(page, "expected")).toHaveText("0");
  await expect(page.getByText("No packages on their way.")).toBeVisible();
});

/** A 1×1 PNG: the parcel's photo taken at the desk. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a pre-alerted package received at the desk shows at the warehouse with its photo, both units and its countdown", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, { prefix: "mypackages" });
  const { user } = await loginCustomerByApi(page, customer);
  const tracking = `TBA${Date.now()}`;
  const preAlert = await page.request.post("/api/packages", {
    multipart: { carrier_tracking_number: tracking, warehouse: "Trail Richmond", description: "Headphones" },
  });
  expect(preAlert.status(), await preAlert.text()).toBe(201);
  // The receiving desk's operation, as a worker's scan and save would call it.
  const received = await request.post("/api/admin/packages/receive", {
    headers: await ownerHeaders(request),
    multipart: {
      carrier_tracking_number: tracking,
      warehouse: "Trail Richmond",
      owner_id: String(user.id),
      weight: "2.5",
      weight_unit: "kg",
      length: "40",
      width: "30",
      height: "20",
      length_unit: "cm",
      condition: "good",
      photos: { name: "label.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(received.status(), await received.text()).toBe(201);
  const code = (await preAlert.json()).package.package_code as string;

  // The home counts the parcel waiting and leads to it.
  await page.goto("/user/home");
  const counter = page.getByTestId("count-packages-waiting");
  await expect(counter.locator("p").nth(1)).toHaveText("1");
  await counter.click();
  await expect(page).toHaveURL(/\/user\/packages\?tab=warehouse$/);
  await expect(page.getByTestId("tab-warehouse")).toHaveAttribute("aria-current", "page");
  await expect(tabCount(page, "warehouse")).toHaveText("1");
  await expect(tabCount(page, "expected")).toHaveText("0");

  const parcel = page.locator(`[data-package-code="${code}"]`);
  await expect(parcel).toContainText("Headphones");
  await expect(parcel).toContainText("2.50 kg (5.51 lb)");
  await expect(parcel).toContainText("40 × 30 × 20 cm (15.7 × 11.8 × 7.9 in)");
  await expect(parcel).toContainText("4.80 kg (10.58 lb)");
  await expect(parcel).toContainText("Stafford, Texas, USA");
  const badge = parcel.getByTestId("storage-badge");
  await expect(badge).toHaveText("30 days of free storage left");
  await expect(badge).toHaveAttribute("data-tone", "calm");

  // The card shows the photo's small variant; it opens full size in a dialog; Esc closes it and focus returns.
  const thumbnail = parcel.getByRole("button", { name: `Open photo 1 of 1 of ${code} full size` });
  const small = thumbnail.locator("img"); // alt="": the button names it
  await expect(small).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f-]{36}\.\w+\?variant=thumb$/);
  await expect.poll(() => small.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await thumbnail.click();
  const dialog = page.getByRole("dialog", { name: `${code}: photo 1 of 1` });
  await expect(dialog).toBeVisible();
  const full = dialog.getByRole("img");
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(full).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f-]{36}\.\w+$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test("the countdown warns in the last week and turns into fees so far once the free days are over", async ({
  page,
}) => {
  await loginCustomerByApi(page, DEMO_CUSTOMER);
  const answer = await (await page.request.get("/api/packages?tab=warehouse&pageSize=100")).json();
  type Stored = { package_code: string; storage: { free_days_left: number; fees_so_far: string } | null };
  // The demo customer's parcels: one two days before fees start, one paying fees (seeded by the demo).
  const soon = answer.packages.find(
    (p: Stored) => p.storage && p.storage.free_days_left > 0 && p.storage.free_days_left <= 7,
  );
  const paying = answer.packages.find((p: Stored) => p.storage?.free_days_left === 0);
  expect(soon, "a demo parcel in its last week of free storage").toBeTruthy();
  expect(paying, "a demo parcel paying storage fees").toBeTruthy();

  await page.goto("/user/packages?tab=warehouse");
  const warning = page.locator(`[data-package-code="${soon.package_code}"]`).getByTestId("storage-badge");
  await expect(warning).toHaveText(`${soon.storage.free_days_left} days of free storage left`);
  await expect(warning).toHaveAttribute("data-tone", "warning");
  const fees = page.locator(`[data-package-code="${paying.package_code}"]`);
  await expect(fees.getByTestId("storage-badge")).toHaveAttribute("data-tone", "problem");
  await expect(fees.getByTestId("storage-badge")).toHaveText("Free storage is over: storage fees apply");
  await expect(fees.getByTestId("storage-fees")).toContainText(`Fees so far: $${paying.storage.fees_so_far}`);

  await page.getByTestId("tab-shipped").click();
  await expect(page.getByTestId("tab-shipped")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("package-card").first()).toBeVisible();
  await expect(page.getByTestId("storage-badge")).toHaveCount(0);
});

test("on a 390 px phone My Packages is one column of cards with nothing wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginCustomerByApi(page, DEMO_CUSTOMER);
  await page.goto("/user/packages?tab=warehouse");
  const cards = page.getByTestId("package-card");
  await expect(cards.first()).toBeVisible();
  const boxes = await cards.evaluateAll((list) => list.slice(0, 2).map((el) => el.getBoundingClientRect().toJSON()));
  expect(boxes.length).toBe(2);
  expect(boxes[1].top, "the second card sits under the first").toBeGreaterThanOrEqual(boxes[0].bottom);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
