import type { DbOrTx } from "../../db/client.js";
import type { DocumentMailAttachment, OutboxAttachment } from "../../db/schema.js";

/** The bytes of one kind of document for a message; undefined when its record no longer has it. */
export type MailDocumentRenderer = (db: DbOrTx, id: number) => Promise<Uint8Array | undefined>;

const renderers = new Map<DocumentMailAttachment["document"], MailDocumentRenderer>();

/**
 * A feature that attaches a document to its mail registers how it is made (documents.routes.ts, loaded with the app
 * before any worker starts). The outbox row names the document; it is rendered only when the message is sent, outside
 * the transaction that queued it (docs/decisions/0048).
 */
export function registerMailDocument(kind: DocumentMailAttachment["document"], render: MailDocumentRenderer) {
  renderers.set(kind, render);
}

/** A file the transport sends as it is. */
export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The message's attachments with its documents rendered: a document whose record is gone is left out (the message
 * still goes); one without a renderer fails the send, which is retried, so the mail never leaves without it silently.
 */
export async function withRenderedDocuments(
  db: DbOrTx,
  attachments: readonly OutboxAttachment[],
): Promise<Array<OutboxAttachment | RenderedAttachment>> {
  const out: Array<OutboxAttachment | RenderedAttachment> = [];
  for (const a of attachments) {
    if (!("document" in a) || a.document === undefined) {
      out.push(a);
      continue;
    }
    const render = renderers.get(a.document);
    if (!render) throw new Error(`no renderer is registered for the mail document '${a.document}'`);
    const bytes = await render(db, a.id);
    if (bytes) out.push({ filename: a.filename, contentType: a.contentType, content: Buffer.from(bytes) });
  }
  return out;
}
