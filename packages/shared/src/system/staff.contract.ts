import { operation } from "../core/contract.js";
import { systemStatusSchema } from "./staff.js";

const tags = ["back office"] as const;

/** The owners' system page: how the installation is doing (decision 0066). */
export const staffSystemContract = {
  status: operation({
    method: "GET",
    path: "/admin/system",
    access: { staff: "system.view" },
    tags,
    summary:
      "Version and commit, uptime, the database's kind and size, the mail and SMS/WhatsApp backlogs with the oldest message's age, mail being retried, failed messages, the daily jobs' last outcomes, storage use, the last backup and warnings (owners only)",
    success: { status: 200, schema: systemStatusSchema },
  }),
};
