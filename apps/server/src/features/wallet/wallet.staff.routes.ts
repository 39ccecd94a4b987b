import { staffWalletContract as op } from "@app/shared/wallet/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import {
  adjustWallet,
  customerWalletForStaff,
  LEDGER_CSV_COLUMNS,
  ledgerForCsv,
  listLedger,
} from "./wallet.staff.service.js";

/** Staff side of the wallet: the ledger (and its CSV), one customer's wallet, credits and debits with a reason. */
export default routes(
  implement(op.ledger, async ({ ctx, query, reply }) =>
    query.format === "csv"
      ? sendCsv(reply, "ledger", LEDGER_CSV_COLUMNS, await ledgerForCsv(ctx, query))
      : listLedger(ctx, query),
  ),
  implement(op.customerWallet, ({ ctx, params }) => customerWalletForStaff(ctx, params.id)),
  implement(op.adjust, ({ ctx, admin, body }) => adjustWallet(ctx, admin, body)),
);
