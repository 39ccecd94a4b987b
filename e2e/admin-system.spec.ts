import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpPeer } from "../apps/server/test/smtp-peer";
import { DEMO_OWNER } from "./support/auth";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { expect, test } from "./support/fixtures";
import { axeViolations, pageOverflow } from "./support/screen-checks";

/**
 * The owner's system page during an SMTP outage (issue 35): this walk runs its own server (the same built app, demo
 * data) whose mail goes to a real local SMTP peer the test stops and starts again. The page reloads its figures by
 * itself: the mail backlog grows, "being retried" shows at once, and both go back to zero once the server returns.
 */
const INBOX = "operations@inbox.test";
const peer = new SmtpPeer();
let server: OwnServer | undefined;
let url = "";
const dataDir = mkdtempSync(join(tmpdir(), "freight-e2e-system-"));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await peer.start();
  server = await startOwnServer(dataDir, () => ({
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    STAFF_INBOX: INBOX,
    MAIL_POLL_MS: "200",
    BACKUP_AT: "23:30",
    BACKUP_KEEP: "5",
  }));
  url = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await peer.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the owner's system page shows the mail backlog growing while SMTP is down, and zero once it is back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${url}/admin/login`);
  await page.getByLabel("Email").fill(DEMO_OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await page.getByRole("link", { name: "System" }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole("heading", { name: "System", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Last backup" })).toBeVisible();
  await expect(page.getByTestId("backup-schedule")).toHaveText(
    "Daily from 23:30 UTC (00:30 in Lagos), the newest 5 kept",
  );

  const queued = page.getByTestId("mail-queued");
  const retrying = page.getByTestId("mail-retrying");
  // The demo start's own mail (storage reminders) goes out through the peer first.
  await expect(queued).toHaveText("0", { timeout: 30_000 });
  await expect(retrying).toHaveText("0");

  // The mail server goes away; three visitors write in (each message is queued for the staff inbox).
  const smtpPort = peer.port;
  await peer.stop();
  for (let i = 1; i <= 3; i++) {
    const sent = await page.request.post(`${url}/api/mail/contact-email`, {
      data: {
        kind: "contact",
        name: "Ada Obi",
        email: `ada${i}@example.com`,
        subject: `Outage ${i}`,
        message: "Where is my parcel?",
      },
      // A browser sends its origin with a state change; the session cookie of the page goes along.
      headers: { origin: url, "x-forwarded-for": `198.51.100.${i}` },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  // Without a reload: the page fetches its figures again by itself.
  await expect.poll(async () => Number(await queued.textContent()), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => Number(await retrying.textContent()), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/being retried: the mail server refuses or cannot be reached/)).toBeVisible();
  expect(await page.getByTestId("mail-oldest").textContent()).toMatch(/^\d+ (s|min)$/);

  // At 390 px too, with the warnings shown: nothing scrolls sideways, axe finds nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await pageOverflow(page), "390px: sideways scroll").toBe(0);
  expect(await axeViolations(page), "390px: axe").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The mail server returns on the same port: the worker's next retries deliver everything.
  await peer.start(smtpPort);
  await expect(queued).toHaveText("0", { timeout: 90_000 });
  await expect(retrying).toHaveText("0");
  await expect(page.getByText(/being retried/)).toHaveCount(0);
  // Each visitor's message reached the staff inbox once.
  const outageMail = () => peer.received.filter((m) => /^Subject: .*Outage \d/m.test(m));
  expect(outageMail()).toHaveLength(3);
  expect(await axeViolations(page), "1280px: axe").toEqual([]);
});
