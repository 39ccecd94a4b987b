import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import {
  LEDGER_LIST_ACCEPTS,
  staffCustomerWalletSchema,
  staffLedgerListQuery,
  staffLedgerListResponseSchema,
  walletAdjustedSchema,
  walletAdjustmentSchema,
} from "./staff.js";

const tags = ["wallet (staff)"] as const;

/** The staff side of the wallet: the ledger of all money in and out, one customer's wallet, credits and debits. */
export const staffWalletContract = {
  ledger: operation({
    method: "GET",
    path: "/admin/wallet/ledger",
    access: { staff: "customers.view" },
    tags,
    summary:
      "Every ledger transaction, newest first: cause (status), direction, customer and date filters, search by e-mail or reference; format=csv exports the filtered list",
    accepts: LEDGER_LIST_ACCEPTS,
    query: staffLedgerListQuery,
    success: { status: 200, schema: staffLedgerListResponseSchema },
    csv: true,
  }),
  customerWallet: operation({
    method: "GET",
    path: "/admin/wallet/customer/:id",
    access: { staff: "customers.view" },
    tags,
    summary: "One customer's wallet balance and latest entries",
    params: idParamSchema,
    success: { status: 200, schema: staffCustomerWalletSchema },
    errors: [404],
  }),
  adjust: operation({
    method: "POST",
    path: "/admin/wallet/adjust",
    access: { staff: "wallet.adjust" },
    tags,
    summary: "Credit or debit a customer's wallet with a reason (managers and owners); audited",
    body: walletAdjustmentSchema,
    success: { status: 201, schema: walletAdjustedSchema },
    errors: [404, 409],
  }),
};
