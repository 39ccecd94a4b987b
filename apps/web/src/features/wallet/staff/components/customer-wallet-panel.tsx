import { formatKobo } from "@app/shared/wallet/wallet";
import { Link } from "../../../../components/ui/link";
import { useStaffCustomerWallet } from "../api/ledger";
import { AdjustWalletForm } from "./adjust-wallet-form";
import { LoadFailed } from "../../../../components/ui/load-failed";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/**
 * A customer's wallet on their page: the balance, a link to their movements in the ledger, and for managers and
 * owners the credit or debit of this customer's wallet (no id to type, no wrong customer).
 */
export function CustomerWalletPanel({
  customerId,
  name,
  canAdjust,
}: {
  customerId: number;
  name: string;
  canAdjust: boolean;
}) {
  const wallet = useStaffCustomerWallet(customerId);
  return (
    <section aria-labelledby="customer-wallet-heading" className="no-print mt-6 space-y-3">
      <h2 id="customer-wallet-heading" className="text-lg font-semibold text-slate-900">
        Wallet
      </h2>
      {wallet.isPending ? (
        <p className="text-sm text-slate-600">Loading the wallet...</p>
      ) : wallet.isError ? (
        <LoadFailed query={wallet} title="Could not load the customer's wallet." />
      ) : (
        <p className="text-sm text-slate-800">
          Balance: <strong data-testid="customer-wallet-balance">{formatKobo(wallet.data.balance_minor)}</strong> ·{" "}
          <Link to={`/admin/wallet?q=${encodeURIComponent(wallet.data.email)}`} className={LINK}>
            See their movements in the ledger
          </Link>
        </p>
      )}
      {canAdjust && <AdjustWalletForm customer={{ id: customerId, name }} />}
    </section>
  );
}
