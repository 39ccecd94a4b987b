import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../test/processes.js";
import { SmtpPeer } from "../test/smtp-peer.js";
import { DEMO_LOGINS } from "./cli/demo-data.js";
import { openDatabase } from "./db/client.js";
import { lockFileOf } from "./db/embedded/lock.js";
import { mailOutbox, shipments } from "./db/schema.js";

/**
 * What a process supervisor does: SIGTERM to the `npm start` process while staff create shipments as fast as they
 * can and the mail worker works through a backlog on a slow SMTP server. Every request answered 2xx is stored,
 * the whole process tree is gone with exit code 0 within 10 s, the port and the database are free, and no e-mail
 * reaches the SMTP server twice: every message it received is marked sent, every other one is still due.
 */
const root = mkdtempSync(join(tmpdir(), "freight-shutdown-"));
const dataDir = join(root, "data");
// 150 ms per message: the worker sends about 6 a second while the load queues far more.
const peer = new SmtpPeer(150);
let server: RunningServer | undefined;

afterAll(async () => {
  server?.kill();
  await peer.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The processes below `pid` (npm, then scripts/start.mjs, then the server). */
function descendants(pid: number): number[] {
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

describe.skipIf(process.env.TEST_DRIVER === "postgres")("SIGTERM to npm start", () => {
  it("stores every acknowledged write, sends no e-mail twice, frees everything and exits 0 within 10 s", async () => {
    await peer.start();
    server = await startServer(
      { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${peer.port}`, MAIL_POLL_MS: "100", WEB_DIST: root },
      { npm: true, timeoutMs: 180_000 },
    );
    const { url, port, proc } = server;
    const tree = descendants(proc.pid!);
    expect(tree.length).toBeGreaterThanOrEqual(2);

    const [staff, customer] = DEMO_LOGINS;
    const login = await fetch(`${url}/api/admins/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // Four staff members creating shipments (each queues an e-mail to the customer) until the server is gone.
    const acknowledged: string[] = [];
    let serial = 0;
    const writer = async () => {
      for (;;) {
        const tracking = `SIG${process.pid % 1000}N${serial++}`;
        try {
          const res = await fetch(`${url}/api/shipment`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({
              email: customer.email,
              tracking_number: tracking,
              warehouse_arrival_date: "2026-03-01",
              shipment_date: "2026-03-03",
              estimated_delivery_date: "2026-03-20",
              delivery_address: "15 Admiralty Way, Lekki, Lagos",
              weight: 12.5,
              shipping_cost: 185.5,
              payment_status: "Pending",
              created_by: 0,
              country: "USA",
              currency: "USD ($)",
            }),
          });
          if (res.status >= 200 && res.status < 300) acknowledged.push(tracking);
          else if (res.status !== 503) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        } catch (error) {
          if ((error as Error).message.startsWith("unexpected")) throw error;
          return; // the server stopped taking connections
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    // Until the worker is busy sending and a backlog of mail is waiting behind it.
    while (peer.received.length < 2 || acknowledged.length < peer.received.length + 15)
      await new Promise((r) => setTimeout(r, 100));

    const signalled = Date.now();
    proc.kill("SIGTERM");
    const finished = await server.exit;
    const took = Date.now() - signalled;
    await writers;

    expect(finished.code, finished.stderr).toBe(0);
    expect(took).toBeLessThan(10_000);
    // A helper of the server's (tsx's esbuild service) ends when its pipe closes, a moment after the server:
    // the whole tree must be gone within the same 10 s of the signal.
    while (tree.some(isAlive) && Date.now() - signalled < 10_000) await new Promise((r) => setTimeout(r, 50));
    for (const pid of tree) expect(isAlive(pid), `process ${pid} still runs`).toBe(false);
    expect(await portIsFree(port)).toBe(true);
    expect(existsSync(lockFileOf(join(dataDir, "db"))), "the lock was released").toBe(false);

    // The folder opens again (nobody holds it) with every acknowledged shipment.
    const database = await openDatabase({ dataDir: join(dataDir, "db") });
    try {
      expect(acknowledged.length).toBeGreaterThan(15);
      const stored = await database.db
        .select({ tracking: shipments.tracking_number })
        .from(shipments)
        .where(inArray(shipments.tracking_number, acknowledged));
      expect(stored).toHaveLength(acknowledged.length);

      const ids = peer.messageIds();
      expect(new Set(ids).size, "an e-mail reached the SMTP server twice").toBe(ids.length);
      const outbox = await database.db.select().from(mailOutbox);
      const received = new Set(ids.map((id) => Number(/<outbox-(\d+)-/.exec(id ?? "")?.[1])));
      for (const row of outbox) {
        // Received means marked sent (never sent again); not received means still due (sent after the restart).
        if (received.has(row.id)) expect(row.status, `message ${row.id}`).toBe("sent");
        else expect(row.status, `message ${row.id}`).toBe("pending");
      }
      expect(outbox.filter((row) => row.status === "pending").length, "a backlog was left for later").toBeGreaterThan(
        0,
      );
    } finally {
      await database.close();
    }
  }, 300_000);
});
