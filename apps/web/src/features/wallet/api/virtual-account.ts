import { VIRTUAL_ACCOUNT_TEXTS } from "@app/shared/wallet/virtual-accounts";
import { virtualAccountsContract } from "@app/shared/wallet/virtual-accounts.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { walletKeys } from "./wallet";

const virtualAccountKey = [...walletKeys.all, "virtual-account"] as const;

export function useVirtualAccount() {
  return useQuery({
    queryKey: virtualAccountKey,
    queryFn: () => call(virtualAccountsContract.show, {}, { fallback: "Could not load your account number." }),
  });
}

export const requestVirtualAccount = () =>
  call(virtualAccountsContract.request, {}, { fallback: VIRTUAL_ACCOUNT_TEXTS.requestFailed });

/** Sandbox only: a simulated transfer into the customer's account number. */
export const sendSandboxTransfer = (amount: string) =>
  call(
    virtualAccountsContract.sandboxTransfer,
    { body: { amount } },
    { fallback: "Could not send the test transfer." },
  );
