import { adminSummarySchema } from "@app/shared/back-office";
import { apiErrorSchema } from "@app/shared/http";
import { rolesFor } from "@app/shared/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { summaryCounts } from "./back-office.repository.js";

/** The admin home's figures. */
const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/summary",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: ["back office"],
        summary:
          "Admin home: pending shipments, unpaid invoices, and totals of shipments, purchases, pickups, invoices and tickets",
        response: { 200: adminSummarySchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      const { pending_shipments, unpaid_invoices, ...totals } = await summaryCounts(app.db);
      return { pending_shipments, unpaid_invoices, totals };
    },
  );
};

export default backOfficeRoutes;
