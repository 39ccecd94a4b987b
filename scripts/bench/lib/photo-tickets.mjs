// Worker thread of the tracking-under-photos scenario: makes the photos and opens the tickets, so that encoding and
// sending 65 MB of multipart forms runs on an event loop of its own and does not delay the lookups being timed.
// workerData: { baseUrl, tokens, photos }; posts { megabytes } when the photos are made and { done: true } at the end.
import { parentPort, workerData } from "node:worker_threads";
import sharp from "sharp";

const { baseUrl, tokens, photos: count } = workerData;

const randomIp = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

/** A 12-megapixel photo-like JPEG: smooth colour fields with some grain, different for each n. */
async function photo(n) {
  const small = await sharp({
    create: { width: 40, height: 30, channels: 3, noise: { type: "gaussian", mean: 100 + (n % 50), sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(4000, 3000, { kernel: "cubic" }).jpeg({ quality: 88 }).toBuffer();
}

async function openTicket(token, photos, n) {
  const form = new FormData();
  form.append("subject", `Damaged parcel ${n}`);
  form.append("department", "customer service");
  form.append("warehouse", "UK");
  form.append("message", "Photos of the damage attached.");
  for (const [i, data] of photos.entries()) {
    form.append("images", new Blob([data], { type: "image/jpeg" }), `photo-${n}-${i}.jpg`);
  }
  const res = await fetch(`${baseUrl}/api/tickets`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": randomIp() },
    body: form,
  });
  if (res.status !== 201) throw new Error(`ticket ${n} answered ${res.status}: ${await res.text()}`);
}

const photos = await Promise.all(Array.from({ length: count }, (_, i) => photo(i)));
parentPort.postMessage({ megabytes: photos.reduce((sum, p) => sum + p.length, 0) / 1024 / 1024 });
await new Promise((resolve) => parentPort.once("message", resolve));
await Promise.all(tokens.map((token, n) => openTicket(token, photos, n)));
parentPort.postMessage({ done: true });
