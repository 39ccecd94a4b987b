import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text.js";
import { threadPriorities } from "../../../test/thread-priorities.js";
import { mailDateTime } from "../../lib/mail/mail-dates.js";
import type { DocumentFacts } from "./document-facts.js";
import type { DocumentInvoiceRow } from "./documents.repository.js";
import { DOCUMENTS_BUSY, pdfWorkerPid, renderPdf, stopPdfWorker } from "./pdf-process.js";

const PAID_AT = new Date("2026-03-05T13:30:00Z");

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

describe("the PDF worker", () => {
  it("renders in a child process whose every thread runs at the lowest priority; dates and amounts arrive whole", async () => {
    const text = (await pdfText(await renderPdf({ kind: "receipt", facts: facts() }))).join("\n");
    expect(text).toContain("Invoice SWI-PDF-1");
    expect(text).toContain(mailDateTime(PAID_AT));
    expect(text).toContain("₦301,875.00");
    expect(text).toContain("£150.00");
    const pid = pdfWorkerPid();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    if (process.platform === "linux") expect(new Set(threadPriorities(pid as number))).toEqual(new Set([19]));
  });

  it("answers 503 for the documents in hand when the worker dies, and the next document starts another", async () => {
    await renderPdf({ kind: "receipt", facts: facts() });
    const dying = pdfWorkerPid() as number;
    // Forty receipts take the worker far longer than a timer's turn on any machine: most are still in its hands.
    const inHand = Array.from({ length: 40 }, (_, n) => renderPdf({ kind: "receipt", facts: facts(n + 2) }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.kill(dying, "SIGKILL");
    const settled = await Promise.allSettled(inHand);
    const refused = settled.filter((s) => s.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 503, message: DOCUMENTS_BUSY });
    const again = await renderPdf({ kind: "invoice", facts: facts(99), payUrl: "https://swiftway.example/pay" });
    expect((await pdfText(again)).join("\n")).toContain("SWI-PDF-99");
    expect(pdfWorkerPid()).not.toBe(dying);
  });

  it("stops when asked (as when idle) and starts again for the next document", async () => {
    await renderPdf({ kind: "receipt", facts: facts() });
    const before = pdfWorkerPid() as number;
    stopPdfWorker();
    expect(pdfWorkerPid()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(() => process.kill(before, 0)).toThrow();
    await renderPdf({ kind: "receipt", facts: facts() });
    expect(pdfWorkerPid()).not.toBe(before);
    stopPdfWorker();
  });
});
