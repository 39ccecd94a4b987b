import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/fixtures";
import { REPO_ROOT } from "../apps/server/test/processes";
import { SmtpPeer } from "../apps/server/test/smtp-peer";
import { DEMO_OWNER } from "./support/auth";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { axeViolations, pageOverflow, unreachableActions } from "./support/screen-checks";

/**
 * The shared e2e server writes mail to files, which never refuses a message. This walk runs its own server
 * (the same built app, demo data) whose SMTP server is a real local peer that refuses the staff inbox with 550
 * until the mailbox is "fixed". Its demo database also holds an SMS the channel worker gave up on.
 */
const INBOX = "operations@inbox.test";
const PHONE = "+2348099990000";
const peer = new SmtpPeer();
let server: OwnServer | undefined;
let url = "";
const dataDir = mkdtempSync(join(tmpdir(), "freight-e2e-mail-"));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await peer.start();
  peer.refuse = { stage: "rcpt", code: 550, text: "5.1.1 Mailbox does not exist", to: INBOX };
  // The run's demo database when there is one (global-setup.ts), with a failed SMS added before the server holds it.
  server = await startOwnServer(
    dataDir,
    () => ({ SMTP_URL: `smtp://127.0.0.1:${peer.port}`, STAFF_INBOX: INBOX, MAIL_POLL_MS: "200" }),
    () =>
      execFileSync(process.execPath, ["--import", "tsx", "e2e/support/failed-sms-data.ts", dataDir, PHONE], {
        cwd: REPO_ROOT,
        stdio: "inherit",
      }),
  );
  url = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await peer.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("an owner sees the e-mail the mail server refused, with its reason, and sends it again", async ({ page }) => {
  const subject = `Damaged parcel ${Date.now()}`;
  const sent = await page.request.post(`${url}/api/mail/contact-email`, {
    data: { kind: "contact", name: "Ada Obi", email: "ada@example.com", subject, message: "My box arrived torn." },
  });
  expect(sent.ok()).toBe(true);

  await page.goto(`${url}/admin/login`);
  await page.getByLabel("Email").fill(DEMO_OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await page.getByRole("link", { name: "Failed E-mails" }).click();
  await expect(page).toHaveURL(/\/admin\/failed-mail$/);
  await expect(page.getByRole("heading", { name: "Failed E-mails" })).toBeVisible();

  // The worker may still be on it when the page opens: reload until the refusal is listed.
  const row = page.getByRole("row", { name: new RegExp(INBOX) });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText("550 5.1.1 Mailbox does not exist");
  // Only the staff inbox's messages count: the demo's storage reminders also go out through this peer.
  // The To header itself: customer mail names the inbox in its Reply-To.
  const toInbox = () => peer.received.filter((m) => new RegExp(`^To: ${INBOX}`, "m").test(m));
  expect(toInbox()).toHaveLength(0);

  // The mailbox now exists; the owner sends the message again.
  peer.refuse = undefined;
  await row.getByRole("button", { name: /Send again/ }).click();
  await expect(page.getByText("The e-mail is queued to be sent again.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => toInbox().length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1000);
  expect(toInbox()).toHaveLength(1);
  expect(toInbox()[0]).toContain(subject);
});

test("an owner sees the SMS the gateway refused, marked as SMS, and sends it again", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${url}/admin/login`);
  await page.getByLabel("Email").fill(DEMO_OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await page.goto(`${url}/admin/failed-mail`);
  const row = page.getByRole("row", { name: new RegExp(PHONE.replace("+", "\\+")) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("SMS");
  await expect(row).toContainText("Your shipment has arrived in Lagos.");
  await expect(row).toContainText("gateway answered 503");
  // Toasts slide and fade in and out: checked mid-animation their contrast is not what stays.
  await expect(page.locator("[data-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await pageOverflow(page), "390px: sideways scroll").toBe(0);
  expect(await unreachableActions(page), "390px: controls out of reach").toEqual([]);
  expect(await axeViolations(page), "390px: axe").toEqual([]);

  await row.getByRole("button", { name: /Send again: SMS/ }).click();
  // At 390 px one toast shows at a time (decision 0041): the list's quiet reload toast must not replace the
  // confirmation.
  await expect(page.getByText("The message is queued to be sent again.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("The message is queued to be sent again.")).toBeVisible();
  // The server's channel worker hands it to its provider, which writes it to DATA_DIR/outbound-messages.log.
  await expect
    .poll(() => readFile(join(dataDir, "outbound-messages.log"), "utf8").catch(() => ""), { timeout: 15_000 })
    .toContain(PHONE);
});
