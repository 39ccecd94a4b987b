import { z } from "zod";
import { operation } from "./contract.js";
import { MAX_ID, idParamSchema } from "./http.js";
import {
  eligibleRequestsQuery,
  eligibleRequestsResponseSchema,
  masterFormSchema,
  masterLoadResponseSchema,
  masterLoadSchema,
  masterRowSchema,
  masterSettingsSchema,
  masterSettingsViewSchema,
  masterUpdateResponseSchema,
  masterUpdateSchema,
  staffMasterDetailResponseSchema,
  staffMasterListQuery,
  staffMasterListResponseSchema,
} from "./master-shipments.staff.js";

const tags = ["master shipments (staff)"] as const;

/** Flights and vessels carrying customers' paid ship requests, their milestones and delay notices. */
export const staffMasterShipmentsContract = {
  list: operation({
    method: "GET",
    path: "/admin/master-shipments",
    access: { staff: "records.view" },
    tags,
    summary:
      "Every master shipment, newest first: paginated; search reference, carrier, AWB/B/L number; filter by stage; format=csv exports",
    query: staffMasterListQuery,
    success: { status: 200, schema: staffMasterListResponseSchema },
    csv: true,
  }),
  create: operation({
    method: "POST",
    path: "/admin/master-shipments",
    access: { staff: "masters.manage" },
    tags,
    summary: "Open a master shipment (flight or vessel) from a warehouse",
    body: masterFormSchema,
    success: { status: 201, schema: masterRowSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/admin/master-shipments/:id",
    access: { staff: "records.view" },
    tags,
    summary: "One master with its linked customer shipments, its updates (milestones, delays) and audit trail",
    params: idParamSchema,
    success: { status: 200, schema: staffMasterDetailResponseSchema },
    errors: [404],
  }),
  edit: operation({
    method: "PUT",
    path: "/admin/master-shipments/:id",
    access: { staff: "masters.manage" },
    tags,
    summary: "Change a master's facts (carrier, AWB/B/L, dates); the origin cannot change once shipments are loaded",
    params: idParamSchema,
    body: masterFormSchema,
    success: { status: 200, schema: masterRowSchema },
    errors: [404, 409],
  }),
  eligible: operation({
    method: "GET",
    path: "/admin/master-shipments/:id/eligible",
    access: { staff: "records.view" },
    tags,
    summary: "Paid ship requests of the master's origin warehouse whose shipment is on no master yet",
    params: idParamSchema,
    query: eligibleRequestsQuery,
    success: { status: 200, schema: eligibleRequestsResponseSchema },
    errors: [404],
  }),
  load: operation({
    method: "POST",
    path: "/admin/master-shipments/:id/shipments",
    access: { staff: "masters.manage" },
    tags,
    summary:
      "Load paid ship requests onto the master (their shipments link to it); 400 naming any request that is not paid, of another warehouse or already on a master; nothing is stored then",
    params: idParamSchema,
    body: masterLoadSchema,
    success: { status: 200, schema: masterLoadResponseSchema },
    errors: [404, 409],
  }),
  unload: operation({
    method: "DELETE",
    path: "/admin/master-shipments/:id/shipments/:shipmentId",
    access: { staff: "masters.manage" },
    tags,
    summary: "Take a shipment off the master before it departs; 409 once it has departed",
    params: idParamSchema.extend({
      shipmentId: z.coerce.number().int().positive().max(MAX_ID, "No such record."),
    }),
    success: { status: 200, schema: masterRowSchema },
    errors: [404, 409],
  }),
  postUpdate: operation({
    method: "POST",
    path: "/admin/master-shipments/:id/updates",
    access: { staff: "masters.manage" },
    tags,
    summary:
      "Post a milestone (in customs with its reason) or a delay notice (reason, new expected date): a tracking event on every linked shipment, statuses derived, one notification per customer by their preferences, and e-mails to confirmed tracking subscribers",
    params: idParamSchema,
    body: masterUpdateSchema,
    success: { status: 201, schema: masterUpdateResponseSchema },
    errors: [404, 409],
  }),
  settings: operation({
    method: "GET",
    path: "/admin/master-shipments/settings",
    access: { staff: "records.view" },
    tags,
    summary: "The master-shipment settings: days without movement before staff are alerted, with their changes",
    success: { status: 200, schema: masterSettingsViewSchema },
  }),
  saveSettings: operation({
    method: "PUT",
    path: "/admin/master-shipments/settings",
    access: { staff: "settings.manage" },
    tags,
    summary: "Change the days without movement before staff are alerted about a master",
    body: masterSettingsSchema,
    success: { status: 200, schema: masterSettingsViewSchema },
  }),
};
