// The public tracking lookup while customers upload large photos: BENCH_PHOTO_TICKETS customers (default 10) each open
// a support ticket with BENCH_PHOTOS_PER_TICKET photos (default 10) of 12 megapixels (4000 × 3000 JPEG, as a phone
// takes them), all at once, while one visitor after another looks up a tracking number at BENCH_PHOTO_LOOKUP_RATE
// lookups a second (default 50). Every lookup made while tickets are in flight counts. The server decodes and
// re-encodes every photo (EXIF stripped), so this is the heaviest work a customer can ask of it; the image decoding
// pool must keep the lookups quick meanwhile. Target: p99 ≤ 50 ms, and every ticket stored.
import { Worker } from "node:worker_threads";
import { percentile } from "./lib/fixed-rate.mjs";
import { randomTrackingNumber } from "./lib/fixtures.mjs";

const TICKETS = Number(process.env.BENCH_PHOTO_TICKETS ?? 10);
const PHOTOS = Number(process.env.BENCH_PHOTOS_PER_TICKET ?? 10);
const LOOKUP_RATE = Number(process.env.BENCH_PHOTO_LOOKUP_RATE ?? 50);
const TARGET_P99_MS = 50;
const TARGET = `tracking p99 ≤ ${TARGET_P99_MS} ms while ${TICKETS} tickets with ${PHOTOS} 12-megapixel photos each are processed`;

const randomIp = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

async function logIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
    body: JSON.stringify({ email_address: email, password }),
  });
  if (res.status !== 200) throw new Error(`log-in of ${email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}

/** Looks up tracking numbers at `rate` a second until `stop()` resolves; the time of each answer, in ms. */
async function lookUpUntil(baseUrl, rate, done) {
  const times = [];
  const inFlight = new Set();
  let finished = false;
  done.then(() => {
    finished = true;
  });
  while (!finished) {
    const started = performance.now();
    const lookup = fetch(`${baseUrl}/api/track/${randomTrackingNumber()}`, {
      headers: { "x-forwarded-for": randomIp() },
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`a lookup answered ${res.status}`);
        times.push(performance.now() - started);
      })
      .finally(() => inFlight.delete(lookup));
    inFlight.add(lookup);
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(inFlight);
  return times;
}

export default {
  name: "tracking-under-photos",
  title: `GET /api/track/:number while ${TICKETS} tickets with ${PHOTOS} 12-megapixel photos each are processed`,
  databases: "each",
  targets: [TARGET],
  async run(ctx) {
    const { baseUrl } = ctx.target;
    const password = ctx.fixtures.customer.password;
    const tokens = await Promise.all(
      Array.from({ length: TICKETS }, (_, i) => logIn(baseUrl, `customer${i + 1}@bench.test`, password)),
    );
    // The tickets are made and sent by a worker thread: its event loop, not the one timing the lookups, encodes them.
    const worker = new Worker(new URL("./lib/photo-tickets.mjs", import.meta.url), {
      workerData: { baseUrl, tokens, photos: PHOTOS },
    });
    const failed = new Promise((_, reject) => worker.once("error", reject));
    const { megabytes } = await Promise.race([new Promise((resolve) => worker.once("message", resolve)), failed]);
    // Warm the lookup first, as the other scenarios do, so a cold start is not what is measured.
    await lookUpUntil(baseUrl, LOOKUP_RATE, new Promise((resolve) => setTimeout(resolve, 5000)));
    const started = performance.now();
    const tickets = Promise.race([new Promise((resolve) => worker.once("message", resolve)), failed]).finally(() =>
      worker.terminate(),
    );
    worker.postMessage("go");
    const [times] = await Promise.all([
      lookUpUntil(
        baseUrl,
        LOOKUP_RATE,
        tickets.catch(() => undefined),
      ),
      tickets,
    ]);
    const seconds = (performance.now() - started) / 1000;
    const sorted = times.sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    return {
      rows: [
        {
          label: `tracking during photo uploads (${sorted.length} lookups in ${seconds.toFixed(1)} s; ${TICKETS} × ${PHOTOS} photos of ${megabytes.toFixed(1)} MB per ticket)`,
          p99,
          p50: percentile(sorted, 50),
          text: `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
        },
      ],
      checks: [
        { target: TARGET, value: `p99 ${p99.toFixed(1)} ms (${sorted.length} lookups)`, ok: p99 <= TARGET_P99_MS },
      ],
    };
  },
};
