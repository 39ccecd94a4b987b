import type { DeliveryDocumentFacts } from "../src/features/shipments/public.js";
import { renderPdf } from "../src/features/documents/pdf-process.js";
import { imagePixels } from "../src/lib/image-pool.js";
import { PNG_1PX } from "./multipart.js";

/** A proof of delivery with a code and no photo: the least the PDF worker can render. */
const facts: DeliveryDocumentFacts = {
  proofId: 0,
  trackingNumber: "SWW000000",
  deliveryAddress: "Warm-up",
  customer: { firstname: "Warm", lastname: "Up", suite: "SW0" },
  master: null,
  photoName: null,
  proof: {
    delivered_at: "2026-01-01T00:00:00.000Z",
    received_by: "Warm-up",
    delivery_code: "0",
    photo: null,
    recorded_by: null,
    recorded_at: "2026-01-01T00:00:00.000Z",
  },
};

/**
 * Starts the image worker and the PDF worker, with one small job each. They are child processes forked on a first
 * photo or document, at the lowest CPU priority (decisions 0055 and 0092): node, tsx and their modules load at that
 * priority, seconds on a busy machine, and the test that happens to come first pays it. Called before the test
 * file's app is built, both start while it is. Never fails: a job refused (a render past its time limit on a very
 * busy machine) only leaves the start to the tests' own first job, as without it; a worker left idle 30 s stops and
 * its next job starts it again.
 */
export function startWorkers(): Promise<void> {
  const jobs = [imagePixels(PNG_1PX, "png"), renderPdf({ kind: "proof-of-delivery", facts })];
  return Promise.allSettled(jobs).then(() => undefined);
}
