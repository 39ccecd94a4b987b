import type { FastifyReply } from "fastify";
import type { PdfFile } from "./documents.service.js";

/** A PDF download: its own type and name, never cached (it holds the customer's figures). */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
    .header("cache-control", "no-store")
    .send(Buffer.from(file.pdf));
}

/**
 * Aborted when the client closes the connection before its answer is sent: a document still waiting for the PDF
 * worker is then not made (the worker makes one at a time, and a reload would queue the same one again).
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  if (reply.raw.socket?.destroyed) gone.abort();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}
