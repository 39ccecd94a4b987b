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
