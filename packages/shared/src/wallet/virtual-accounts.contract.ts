import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import {
  deactivateVirtualAccountSchema,
  sandboxTransferAnswerSchema,
  sandboxTransferSchema,
  staffVirtualAccountsSchema,
  virtualAccountAnswerSchema,
  virtualAccountDeactivatedSchema,
} from "./virtual-accounts.js";

const tags = ["wallet"] as const;

/** The customer's dedicated virtual account (docs/decisions/0049) and, in the sandbox, a simulated transfer into it. */
export const virtualAccountsContract = {
  show: operation({
    method: "GET",
    path: "/wallet/virtual-account",
    access: "customer",
    tags,
    summary: "The customer's dedicated account number for transfers into the wallet (null before they asked)",
    success: { status: 200, schema: virtualAccountAnswerSchema },
  }),
  request: operation({
    method: "POST",
    path: "/wallet/virtual-account",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Ask the provider for the customer's dedicated account number (once; asking again answers the same)",
    success: { status: 200, schema: virtualAccountAnswerSchema },
    errors: [502],
  }),
  sandboxTransfer: operation({
    method: "POST",
    path: "/payments/sandbox/virtual-account-transfer",
    access: "customer",
    confirmedEmail: true,
    tags: ["payments sandbox"],
    summary: "Sandbox only: a simulated bank transfer into the customer's account number, sent as a signed webhook",
    body: sandboxTransferSchema,
    success: { status: 200, schema: sandboxTransferAnswerSchema },
    errors: [404, 409],
  }),
};

/** Staff: a customer's account numbers, and closing the open one (docs/decisions/0093). */
export const staffVirtualAccountsContract = {
  list: operation({
    method: "GET",
    path: "/admin/customers/:id/virtual-accounts",
    access: { staff: "customers.view" },
    tags: ["wallet (staff)"],
    summary: "A customer's dedicated account numbers, newest first, with who deactivated each closed one and why",
    params: idParamSchema,
    success: { status: 200, schema: staffVirtualAccountsSchema },
    errors: [404],
  }),
  deactivate: operation({
    method: "POST",
    path: "/admin/customers/:id/virtual-account/deactivate",
    access: { staff: "wallet.adjust" },
    tags: ["wallet (staff)"],
    summary:
      "Close the customer's assigned account number at the provider, with a reason (managers and owners); audited, the customer is e-mailed",
    params: idParamSchema,
    body: deactivateVirtualAccountSchema,
    success: { status: 200, schema: virtualAccountDeactivatedSchema },
    errors: [404, 409, 502],
  }),
};
