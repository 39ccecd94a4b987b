import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { decodeLabelBarcode } from "./support/label-barcode";
import { mailText, waitForMail } from "./support/mail";
import { signUpCustomer } from "./support/records";
import { createVerifiedStaff } from "./support/staff";
import { asNewVisitor } from "./support/visitor";

/** A real PNG (orange, or random pixels), made here so the test needs no image file. */
function orangePng(width = 64, height = 48, noise = false): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = () =>
    Buffer.concat([
      Buffer.from([0]),
      noise ? randomBytes(width * 3) : Buffer.alloc(width * 3, Buffer.from([240, 140, 40])),
    ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("a pre-alerted parcel is received at the desk by its tracking number, labelled, announced and listed in My Packages", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The customer pre-alerts a parcel through the portal's form.
  const customer = await signUpCustomer(request, { prefix: "desk", firstname: "Desmond", lastname: "Parcel" });
  const portal = await browser.newContext({ baseURL });
  const customerPage = await portal.newPage();
  const { user } = await loginCustomerByApi(customerPage, customer);
  const suite = (user as { suite_number?: string }).suite_number!;
  const tracking = `1ZDESK${Date.now().toString().slice(-8)}`;
  await customerPage.goto("/user/packages/new");
  await customerPage.getByLabel("Carrier tracking number").fill(tracking);
  await customerPage.getByLabel("Carrier", { exact: true }).selectOption("UPS");
  await customerPage.getByLabel("Warehouse it is going to").selectOption("Trail Richmond");
  await customerPage.getByLabel("Store or sender").fill("Bookshop");
  await customerPage.getByLabel("What is in it").fill("Two hardback atlases");
  await customerPage.getByRole("button", { name: "Tell us about this package" }).click();
  await expect(customerPage).toHaveURL(/\/user\/packages\?tab=expected$/);
  await expect(customerPage.getByTestId("package-card").filter({ hasText: tracking })).toContainText(
    "Two hardback atlases",
  );

  // A worker at the desk: focus starts in the tracking number, as a barcode scanner needs.
  const worker = await createVerifiedStaff(request, "worker", "Desk");
  await loginAdminByApi(page, { email: worker.email, password: worker.password });
  await page.goto("/admin/receiving");
  await page.getByLabel("This desk's warehouse").selectOption({ label: "Stafford, Texas, USA" });
  const trackingField = page.getByLabel("Carrier tracking number");
  await trackingField.focus();
  // The scanner types the number (as printed, with spaces) and Enter.
  await page.keyboard.type(`${tracking.slice(0, 6)} ${tracking.slice(6)}`);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Pre-alerted by Desmond Parcel (${suite})`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Owner" })).toHaveValue(`Desmond Parcel (${suite})`);
  await expect(page.getByLabel("Description")).toHaveValue("Two hardback atlases");
  const weight = page.getByLabel(/^Weight \(kg\)/);
  await expect(weight).toBeFocused();

  // Weight and dimensions from the keyboard, Enter moving on; a photo from the files.
  await page.keyboard.type("1.75");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Length")).toBeFocused();
  for (const side of ["40", "30", "20"]) {
    await page.keyboard.type(side);
    await page.keyboard.press("Enter");
  }
  const bin = page.getByLabel("Bin location");
  await expect(bin).toBeFocused();
  await page
    .getByLabel("Choose files")
    .setInputFiles({ name: "label.png", mimeType: "image/png", buffer: orangePng() });
  await expect(page.getByRole("img", { name: /label\.png/ })).toBeVisible();
  // The desk's small controls are targets of at least 24 by 24 px (WCAG 2.2, 2.5.8).
  for (const small of [
    page.getByRole("button", { name: "Remove photo 1" }),
    page.getByRole("button", { name: "Clear the form" }),
  ]) {
    const box = (await small.boundingBox())!;
    expect(Math.min(box.width, box.height), `${small}`).toBeGreaterThanOrEqual(24);
  }

  // Enter on the last field saves; the form starts over in the tracking number.
  await bin.fill("B-7");
  await bin.press("Enter");
  const session = page.getByRole("list", { name: "Parcels received this session" });
  const saved = session.getByRole("listitem").first();
  await expect(saved).toContainText(`Desmond Parcel (${suite})`);
  await expect(saved).toContainText("1.75 kg (3.86 lb)");
  await expect(trackingField).toBeFocused();
  await expect(trackingField).toHaveValue("");
  await expect(bin).toHaveValue("");
  const packageCode = (await saved.locator(".font-mono").textContent())!.trim();
  expect(packageCode).toMatch(/^SWP\d+$/);

  // The label: a PDF whose barcode decodes to our package id.
  const labelLink = saved.getByRole("link", { name: /Print label/ });
  await expect(labelLink).toHaveAttribute("target", "_blank");
  const label = await page.request.get((await labelLink.getAttribute("href"))!);
  expect(label.headers()["content-type"]).toBe("application/pdf");
  expect(await decodeLabelBarcode(await label.body())).toBe(packageCode);

  // The arrival notice: the photo inline and the weight.
  const mail = await waitForMail(customer.email, new RegExp(`Your package ${packageCode} arrived`));
  // Quoted-printable decodes to bytes; the html is UTF-8 ('×' between the sides).
  const body = Buffer.from(mailText(mail.raw), "latin1").toString("utf8");
  expect(body).toMatch(new RegExp(`Content-ID: <${packageCode.toLowerCase()}-photo-1@parcel>`, "i"));
  expect(body).toMatch(new RegExp(`Content-Type: image/png; name=${packageCode}-1.png`));
  expect(body).toContain(`cid:${packageCode.toLowerCase()}-photo-1@parcel`);
  expect(body).toContain("1.75 kg (3.86 lb)");
  expect(body).toContain("40 × 30 × 20 cm");

  // The e-mail's link opens My Packages, where the parcel is at the warehouse with its photo, weight and storage
  // countdown.
  const link = new URL(/href="(http[^"]+\/user\/packages[^"]*)"/.exec(body)![1]!.replace(/&amp;/g, "&"));
  await customerPage.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(customerPage.getByTestId("tab-warehouse")).toHaveAttribute("aria-current", "page");
  const mine = customerPage.getByTestId("package-card").filter({ hasText: packageCode });
  await expect(mine).toContainText("Two hardback atlases");
  await expect(mine).toContainText("1.75 kg (3.86 lb)");
  await expect(mine.getByTestId("storage-badge")).toHaveText("30 days of free storage left");
  await mine.getByRole("button", { name: `Open photo 1 of 1 of ${packageCode} full size` }).click();
  const photo = customerPage.getByRole("dialog", { name: `${packageCode}: photo 1 of 1` });
  await expect(photo.getByRole("img", { name: new RegExp(`^${packageCode}, view 1 of 1`) })).toBeVisible();
  await portal.close();
});

test("parcels nobody pre-alerted: the owner by suite number from the keyboard, lb and a preset box, damaged, Ctrl+Enter; a second scan warns; an unknown owner goes to the queue", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const customer = await signUpCustomer(request, { prefix: "desk2", firstname: "Imogen", lastname: "Boxwell" });
  const portal = await playwright.request.newContext({ baseURL });
  const login = await portal.post("/api/users/login", {
    headers: asNewVisitor(),
    data: { email_address: customer.email, password: customer.password },
  });
  const suite = ((await login.json()) as { user: { suite_number: string } }).user.suite_number;
  await portal.dispose();
  const worker = await createVerifiedStaff(request, "worker", "Desk");
  await loginAdminByApi(page, { email: worker.email, password: worker.password });
  await page.goto("/admin/receiving");
  await page.getByLabel("This desk's warehouse").selectOption({ label: "London, UK" });

  const tracking = `TBA${Date.now().toString().slice(-9)}`;
  const trackingField = page.getByLabel("Carrier tracking number");
  await trackingField.fill(tracking);
  await trackingField.press("Enter");
  await expect(page.getByText("No pre-alert for this number")).toBeVisible();
  const owner = page.getByRole("combobox", { name: "Owner" });
  await expect(owner).toBeFocused();
  await page.keyboard.type(suite);
  await expect(page.getByRole("option", { name: /Imogen Boxwell/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(owner).toHaveValue(`Imogen Boxwell (${suite})`);
  await expect(page.getByLabel("Description")).toBeFocused();
  await page.keyboard.type("Kettle");

  await page.getByText("lb", { exact: true }).click();
  await page.getByLabel(/^Weight \(lb\)/).fill("3");
  await page.getByRole("button", { name: /^Small box/ }).click();
  await expect(page.getByLabel("Height")).toHaveValue("15");
  await page.getByLabel("Damaged").check();
  await page.getByLabel("What is damaged").fill("Corner crushed");
  // A photo of random pixels (about 250 KB, no compression helps) over a slow line: the upload shows its progress.
  await page
    .getByLabel("Choose files")
    .setInputFiles({ name: "kettle.png", mimeType: "image/png", buffer: orangePng(300, 280, true) });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 1_000_000,
    uploadThroughput: 60_000,
  });
  await page.getByLabel("What is damaged").press("Control+Enter");
  await expect(page.getByRole("progressbar", { name: "Uploading photos" })).toBeVisible();
  await expect(page.getByText(/^[1-9]\d?%$/)).toBeVisible();
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const saved = page.getByRole("list", { name: "Parcels received this session" }).getByRole("listitem").first();
  await expect(saved).toContainText(`Imogen Boxwell (${suite})`);
  await expect(saved).toContainText("1.36 kg (3.00 lb)");
  await expect(saved).toContainText("30 × 20 × 15 cm");
  await expect(trackingField).toBeFocused();
  // The desk keeps its units for the next parcel.
  await expect(page.getByLabel(/^Weight \(lb\)/)).toBeVisible();

  // The same parcel scanned again.
  await page.keyboard.type(tracking);
  await page.keyboard.press("Enter");
  const code = (await saved.locator(".font-mono").textContent())!.trim();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: new RegExp(`^Received on \\d{1,2} \\w{3} \\d{4} as ${code}\\. It is on our shelves`) }),
  ).toBeVisible();

  // A parcel whose label names nobody we know.
  await trackingField.fill(`RM${Date.now().toString().slice(-9)}GB`);
  await trackingField.press("Enter");
  await page.getByLabel("Owner unknown").check();
  await expect(page.getByLabel("What the label says")).toBeFocused();
  await page.keyboard.type("J. Smith, suite SW99999");
  await page.getByLabel(/^Weight \(lb\)/).fill("0.5");
  await page.getByRole("button", { name: /^Envelope/ }).click();
  await page.keyboard.press("Control+Enter");
  const unknown = page.getByRole("list", { name: "Parcels received this session" }).getByRole("listitem").first();
  await expect(unknown).toContainText("Unknown owner");
  await expect(unknown).toContainText("0.23 kg (0.50 lb)");
});
