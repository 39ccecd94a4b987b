import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/fixtures";

/**
 * A start the world can reach (NODE_ENV=production, sandbox payments asked for explicitly) on its own server and
 * empty data folder: the first owner creates her account through the setup link printed in the log, logs in and
 * sees the TEST MODE banner; the link does not work twice.
 */
let server: ChildProcess | undefined;
let dataDir: string | undefined;
test.afterAll(() => {
  server?.kill("SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startPublicServer(): Promise<string> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), "freight-e2e-setup-"));
  server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: "sandbox",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup link within 120 s:\n${printed}`)), 120_000);
    server!.stdout!.on("data", (chunk) => {
      printed += chunk;
      const link = /(http:\/\/127\.0\.0\.1:\d+\/admin\/setup#\S+)/.exec(printed)?.[1];
      if (link && /admin:create/.test(printed)) {
        clearTimeout(timer);
        expect(printed).not.toMatch(/Owner1234|Customer123/);
        resolve(link);
      }
    });
  });
}

test("the first owner signs up through the one-time setup link and sees TEST MODE in the back office", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const link = await startPublicServer();
  const origin = new URL(link).origin;
  const fill = async (email: string) => {
    await page.getByLabel("First Name").fill("Adaeze");
    await page.getByLabel("Last Name").fill("Obiora");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("S3curePassw0rd");
    await page.getByLabel("Confirm Password").fill("S3curePassw0rd");
    await page.getByRole("button", { name: "CREATE OWNER ACCOUNT" }).click();
  };

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Create the first owner" })).toBeVisible();
  await fill("boss@example.com");
  await expect(page.getByText("Your owner account is ready. Please log in.")).toBeVisible();
  // The form gave way to the login link: the pressed button's focus went to the message, not to <body>.
  await expect(page.getByText("Your owner account is ready. Please log in.")).toBeFocused();
  await page.getByRole("link", { name: "Go to Admin Login" }).click();
  await expect(page).toHaveURL(`${origin}/admin/login`);

  // The demo owner does not exist on such a start.
  await page.getByLabel("Email").fill("owner@swiftway.test");
  await page.getByLabel("Password", { exact: true }).fill("Owner1234");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();

  await page.getByLabel("Email").fill("boss@example.com");
  await page.getByLabel("Password", { exact: true }).fill("S3curePassw0rd");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByTestId("admin-first-name")).toHaveText("Adaeze");
  await expect(page.getByTestId("test-mode-banner")).toHaveText(/TEST MODE: payments run in the sandbox/);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(`${origin}/admin/invoices`);
  await expect(page.getByTestId("test-mode-banner")).toBeVisible();

  await page.goto(link);
  await fill("eve@example.com");
  await expect(page.getByText(/This setup link is invalid, has expired or has already been used/)).toBeVisible();
});
