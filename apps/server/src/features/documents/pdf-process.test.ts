import { describe, expect, it, vi } from "vitest";
import { pdfText } from "../../../test/pdf-text.js";
import { threadPriorities } from "../../../test/thread-priorities.js";
import { mailDateTime } from "../../lib/mail/mail-dates.js";
import type { DocumentFacts } from "./document-facts.js";
import type { DocumentInvoiceRow } from "./documents.repository.js";
import { DOCUMENT_TOO_LONG, DOCUMENTS_BUSY, pdfWorkerPid, renderPdf, stopPdfWorker } from "./pdf-process.js";

const PAID_AT = new Date("2026-03-05T13:30:00Z");

/**
 * For the renders whose timing is not what a test is about. The worker runs at nice 19 and starts under tsx here: on
 * a machine busy with the rest of the suite, a start and a few renders took longer than the product's 20 s bound.
 */
const UNHURRIED = { limitMs: 240_000 };

/** A paid GBP invoice settled in naira: what a receipt prints (the fields the renderer reads). */
const facts = (n = 1): DocumentFacts => ({
  invoice: {
    id: n,
    transaction_id: `SWI-PDF-${n}`,
    status: "paid",
    reference_type: "shipments",
    total_amount: "150.00",
    amount_paid_minor: 15_000,
    currency: "GBP",
  } as unknown as DocumentInvoiceRow,
  billTo: { name: "Chidi Okafor", suite: "SW1001", email: "chidi@example.com", address: null },
  payments: [
    {
      at: PAID_AT,
      method: "Bank transfer (Paystack)",
      reference: `ref-${n}`,
      paidMinor: 30_187_500,
      paidCurrency: "NGN",
      appliedMinor: 15_000,
      rate: "2012.5",
    },
  ],
});

// Room for worker starts at nice 19 on a loaded machine.
describe("the PDF worker", { timeout: 300_000 }, () => {
  it("renders in a child process whose every thread runs at the lowest priority; dates and amounts arrive whole", async () => {
    const text = (await pdfText(await renderPdf({ kind: "receipt", facts: facts() }, UNHURRIED))).join("\n");
    expect(text).toContain("Invoice SWI-PDF-1");
    expect(text).toContain(mailDateTime(PAID_AT));
    expect(text).toContain("₦301,875.00");
    expect(text).toContain("£150.00");
    const pid = pdfWorkerPid();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    if (process.platform === "linux") expect(new Set(threadPriorities(pid as number))).toEqual(new Set([19]));
  });

  it("answers 503 for the document in hand when the worker dies; those waiting render on the next worker", async () => {
    await renderPdf({ kind: "receipt", facts: facts() }, UNHURRIED);
    const dying = pdfWorkerPid() as number;
    // The worker gets one document at a time: the first is in its hands at once, the other four wait here.
    const sent = Array.from({ length: 5 }, (_, n) => renderPdf({ kind: "receipt", facts: facts(n + 2) }, UNHURRIED));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.kill(dying, "SIGKILL");
    const [inHand, ...waited] = await Promise.allSettled(sent);
    expect(inHand).toMatchObject({ status: "rejected", reason: { statusCode: 503, message: DOCUMENTS_BUSY } });
    expect(waited.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    const pay = "https://swiftway.example/pay";
    const again = await renderPdf({ kind: "invoice", facts: facts(99), payUrl: pay }, UNHURRIED);
    expect((await pdfText(again)).join("\n")).toContain("SWI-PDF-99");
    expect(pdfWorkerPid()).not.toBe(dying);
  });

  it("stops when asked (as when idle) and starts again for the next document", async () => {
    await renderPdf({ kind: "receipt", facts: facts() }, UNHURRIED);
    const before = pdfWorkerPid() as number;
    stopPdfWorker();
    expect(pdfWorkerPid()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(() => process.kill(before, 0)).toThrow();
    await renderPdf({ kind: "receipt", facts: facts() }, UNHURRIED);
    expect(pdfWorkerPid()).not.toBe(before);
    stopPdfWorker();
  });

  it("stops a render past its time limit with 503 and why; the document waiting behind it renders on a new worker", async () => {
    // A million-character address: seconds of layout on any machine, against a limit of 300 ms.
    const long = facts(7);
    long.billTo.address = {
      address_line1: "A".repeat(1_000_000),
      city: "Lagos",
      state: "Lagos",
      country: "Nigeria",
      phone_number: "08031234567",
      zip: "106104",
    };
    const slow = renderPdf({ kind: "receipt", facts: long }, { limitMs: 300 });
    const behind = renderPdf({ kind: "receipt", facts: facts(8) }, UNHURRIED);
    const stuck = await vi.waitFor(() => pdfWorkerPid() as number);
    await expect(slow).rejects.toMatchObject({ statusCode: 503, message: DOCUMENT_TOO_LONG });
    expect((await pdfText(await behind)).join("\n")).toContain("Invoice SWI-PDF-8");
    expect(pdfWorkerPid()).not.toBe(stuck);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(() => process.kill(stuck, 0)).toThrow();
  });

  it("does not render a document whose caller went away while it waited", async () => {
    const long = facts(9);
    long.billTo.name = "B".repeat(1_000_000);
    const slow = renderPdf({ kind: "receipt", facts: long }, { limitMs: 300 });
    const left = new AbortController();
    const abandoned = renderPdf({ kind: "receipt", facts: facts(10) }, { signal: left.signal });
    left.abort();
    await expect(slow).rejects.toMatchObject({ statusCode: 503, message: DOCUMENT_TOO_LONG });
    await expect(abandoned).rejects.toMatchObject({ statusCode: 503 });
    // The stuck worker was killed and the abandoned document started none.
    expect(pdfWorkerPid()).toBeUndefined();
  });
});
