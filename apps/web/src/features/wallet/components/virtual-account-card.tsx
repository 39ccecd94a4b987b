import { VIRTUAL_ACCOUNT_TEXTS } from "@app/shared/wallet/virtual-accounts";
import { formatKobo } from "@app/shared/wallet/wallet";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { requestVirtualAccount, useVirtualAccount } from "../api/virtual-account";
import { useRefreshWallet } from "../api/wallet";
import { SandboxTransferForm } from "./sandbox-transfer-form";

/**
 * The customer's own account number for bank transfers (docs/decisions/0049): offered on request, then shown with its
 * bank and name; in the sandbox, a form sends a simulated transfer into it. One staff closed is named with a warning
 * not to pay into it, and a new one is offered (decision 0093).
 */
export function VirtualAccountCard() {
  const answer = useVirtualAccount();
  const refresh = useRefreshWallet();
  const [busy, setBusy] = useState(false);
  const account = answer.data?.account;

  async function request() {
    setBusy(true);
    try {
      const result = await requestVirtualAccount();
      if (result.account?.status === "assigned") toastSuccess(VIRTUAL_ACCOUNT_TEXTS.assigned);
    } catch (e) {
      toastError(errorMessage(e, VIRTUAL_ACCOUNT_TEXTS.requestFailed));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{VIRTUAL_ACCOUNT_TEXTS.title}</h2>
      {answer.isLoading ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : account?.status === "assigned" ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3" data-testid="virtual-account">
            <div>
              <dt className="text-sm text-slate-600">Account number</dt>
              <dd className="text-2xl font-bold tracking-wider text-slate-900" data-testid="virtual-account-number">
                {account.account_number}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Bank</dt>
              <dd className="font-medium text-slate-900">{account.bank_name}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Account name</dt>
              <dd className="break-words font-medium text-slate-900">{account.account_name}</dd>
            </div>
          </dl>
          <p className="text-sm text-slate-600">{VIRTUAL_ACCOUNT_TEXTS.explain}</p>
          {answer.data?.sandbox && (
            <SandboxTransferForm onSent={(kobo) => toastSuccess(VIRTUAL_ACCOUNT_TEXTS.sandboxSent(formatKobo(kobo)))} />
          )}
        </>
      ) : (
        <>
          {account?.status === "deactivated" && account.account_number ? (
            <p
              role="alert"
              className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
              data-testid="closed-account"
            >
              {VIRTUAL_ACCOUNT_TEXTS.deactivated(account.account_number)}
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              {account?.status === "pending" ? VIRTUAL_ACCOUNT_TEXTS.pending : VIRTUAL_ACCOUNT_TEXTS.none}
            </p>
          )}
          <Button type="button" onClick={request} busy={busy}>
            {busy
              ? "Please wait..."
              : account?.status === "deactivated"
                ? VIRTUAL_ACCOUNT_TEXTS.requestNew
                : VIRTUAL_ACCOUNT_TEXTS.request}
          </Button>
        </>
      )}
    </Card>
  );
}
