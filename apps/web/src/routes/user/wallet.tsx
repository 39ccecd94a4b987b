import { formatKobo, WALLET_TEXTS } from "@app/shared/wallet/wallet";
import { useState } from "react";
import { Card, PageHeader } from "../../components/ui/card";
import { ListLoad } from "../../components/ui/list-load";
import { Pagination } from "../../components/ui/pagination";
import { useWalletStatement } from "../../features/wallet/api/wallet";
import { StatementTable } from "../../features/wallet/components/statement-table";
import { TopUpForm } from "../../features/wallet/components/top-up-form";
import { VirtualAccountCard } from "../../features/wallet/components/virtual-account-card";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/wallet: the naira balance, a top-up, and the statement of every movement. */
export default function WalletPage() {
  useDocumentTitle(WALLET_TEXTS.title);
  const [page, setPage] = useState(1);
  const statement = useWalletStatement(page);
  return (
    <div className="space-y-6">
      <PageHeader title={WALLET_TEXTS.title} />
      <Card className="space-y-4">
        <p className="text-sm text-slate-600">Balance</p>
        {/* The balance comes with the statement: when that could not be loaded, say so (its 'Try again' loads both). */}
        {statement.isError && !statement.data ? (
          <p className="font-semibold text-red-700" data-testid="wallet-balance">
            {WALLET_TEXTS.balanceUnavailable}
          </p>
        ) : (
          <p className="text-3xl font-bold text-slate-900" data-testid="wallet-balance">
            {statement.data ? formatKobo(statement.data.balance_minor) : "…"}
          </p>
        )}
        <p className="text-sm text-slate-600">
          Pay invoices from your wallet on the invoice page. Overpayments and second payments are credited here.
        </p>
        <TopUpForm />
      </Card>
      <VirtualAccountCard />
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Statement</h2>
        <ListLoad query={statement}>
          <StatementTable rows={statement.data?.entries} loading={statement.isLoading} />
        </ListLoad>
        <Pagination
          info={statement.data?.pagination}
          loadingPage={statement.isPlaceholderData ? page : undefined}
          onPage={setPage}
          noun="entries"
        />
      </Card>
    </div>
  );
}
