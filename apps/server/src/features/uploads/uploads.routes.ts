import { apiErrorSchema } from "@app/shared/core/http";
import { warehousesOf } from "@app/shared/core/roles";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploads } from "../../db/schema.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { fileStoreAt } from "../../lib/storage/index.js";
import { THUMB_MIME, thumbnailOf } from "../../lib/storage/thumbnails.js";
import { PDF_MIME } from "../../lib/uploads.js";
import { covers, staffScope } from "../../lib/warehouse-scope.js";
import { roleOpensUploadsOf } from "./staff-access.js";
import { warehouseOfUpload, warehousesClaimedBy } from "./uploads.warehouse.js";

/**
 * A plain plugin, not an operation of the contract: it streams image bytes that the web only links to (<img src>
 * from the URLs in other answers, never through the typed client), to either a customer or a staff session.
 */
type UploadRow = typeof uploads.$inferSelect;

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/uploads/:name",
    {
      schema: {
        tags: ["uploads"],
        summary:
          "An uploaded image, or a pre-alert's PDF receipt (as a download): served only to its owner and to staff",
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|gif|webp|pdf)$/, "Not found.") }),
        querystring: z.object({
          variant: z
            .enum(["thumb"])
            .optional()
            .describe("'thumb': a small JPEG of the image (lists show it; made once, on first request if need be)"),
        }),
        response: { 200: z.any().describe("The image bytes"), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A customer sees only their own uploads; staff those of records their role may read in their warehouses.
      let isStaff = false;
      try {
        await app.requireAdmin()(request);
        isStaff = true;
      } catch {
        await app.requireCustomer(request);
      }
      const [row] = await app.db.select().from(uploads).where(eq(uploads.storage_name, request.params.name)).limit(1);
      if (!row) throw notFound();
      const allowed = isStaff
        ? await staffMayOpen(app.db, request.admin, row)
        : row.owner_user_id === request.customer?.id;
      if (!allowed) throw notFound();
      // PDFs are taken only as a pre-alert's receipt; anything else named .pdf is not served.
      const pdf = row.mime_type === PDF_MIME;
      if (pdf !== row.storage_name.endsWith(".pdf") || (pdf && row.entity_type !== "package_receipt")) throw notFound();
      const thumb = request.query.variant === "thumb";
      if (thumb && pdf) throw notFound();
      const store = fileStoreAt(app.config.DATA_DIR);
      const file = thumb ? await thumbnailOf(store, row.storage_name) : await store.get(row.storage_name);
      if (!file) throw notFound();
      return (
        reply
          .header("content-type", thumb ? THUMB_MIME : row.mime_type)
          .header("x-content-type-options", "nosniff")
          // A PDF is a download: a document with scripts never runs as a page of our origin.
          .header("content-disposition", pdf ? `attachment; filename="${downloadName(row.original_name)}"` : "inline")
          .header("cache-control", "private, max-age=3600")
          .send(file.body)
      );
    },
  );
};

/**
 * Whether a staff account's role reads the upload's record, and the record is in the account's warehouses; a
 * pre-alert's receipt also when a parcel it claims is (the contested queue shows it there, decision 0137).
 */
async function staffMayOpen(db: Db, admin: FastifyRequest["admin"], row: UploadRow): Promise<boolean> {
  if (!admin) return false;
  if (!roleOpensUploadsOf(admin, row.entity_type)) return false;
  if (warehousesOf(admin.role, admin.warehouses) === null) return true;
  const scope = staffScope(admin);
  if (covers(scope, await warehouseOfUpload(db, row))) return true;
  if (row.entity_type !== "package_receipt") return false;
  return (await warehousesClaimedBy(db, row.entity_id)).some((warehouse) => covers(scope, warehouse));
}

/** The receipt's own name for the download, in the characters a header may carry. */
const downloadName = (name: string | null) =>
  (name ?? "receipt.pdf").replace(/[^\w.\- ]/g, "_").slice(0, 100) || "receipt.pdf";

export default uploadRoutes;
