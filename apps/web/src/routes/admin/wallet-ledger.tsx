import { can } from "@app/shared/core/roles";
import { LEDGER_CAUSES, LEDGER_CAUSE_LABELS, type LedgerCause } from "@app/shared/wallet/wallet";
import { staffWalletContract } from "@app/shared/wallet/staff.contract";
import type { ListFilter } from "../../components/admin-list/use-list-params";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { AdjustWalletForm } from "../../features/wallet/staff/components/adjust-wallet-form";
import { LedgerTable } from "../../features/wallet/staff/components/ledger-table";
import { useAdmin } from "../../lib/admin-session";

const TEXTS = {
  loaded: "Ledger Loaded!",
  fetchFailed: "Failed to fetch the ledger.",
  loadError: "Could not load the ledger.",
};

const FILTERS: readonly ListFilter[] = [
  {
    key: "direction",
    label: "Direction",
    options: [
      { value: "in", label: "Into wallets" },
      { value: "out", label: "Out of wallets" },
    ],
  },
];

/**
 * /admin/wallet: the ledger of all naira in and out (wallets, and naira checkouts that pay invoices), with filters and
 * CSV; credits and debits.
 */
export default function AdminWalletLedgerPage() {
  const admin = useAdmin();
  return (
    <>
      {can(admin.role, "wallet.adjust", admin.warehouses) && <AdjustWalletForm />}
      <StaffListPage
        title="Wallet ledger"
        op={staffWalletContract.ledger}
        staff="customers.view"
        rowsOf={(answer) => answer.transactions}
        texts={TEXTS}
        statuses={LEDGER_CAUSES}
        statusLabel={(status) => LEDGER_CAUSE_LABELS[status as LedgerCause] ?? status}
        filters={FILTERS}
        searchLabel="Search by customer e-mail or payment reference"
        noun="transactions"
        table={({ rows, loading }) => <LedgerTable rows={rows} loading={loading} />}
      />
    </>
  );
}
