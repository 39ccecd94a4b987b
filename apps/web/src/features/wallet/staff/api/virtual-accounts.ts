import { staffVirtualAccountsContract } from "@app/shared/wallet/virtual-accounts.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

export const staffVirtualAccountsKey = (customerId: number) => ["staff-virtual-accounts", customerId] as const;

/** A customer's account numbers for transfers, newest first (decision 0093). */
export function useStaffVirtualAccounts(customerId: number) {
  return useQuery({
    queryKey: staffVirtualAccountsKey(customerId),
    queryFn: () =>
      call(
        staffVirtualAccountsContract.list,
        { params: { id: customerId } },
        { fallback: "Could not load the customer's account numbers." },
      ),
  });
}

export const deactivateVirtualAccount = (customerId: number, reason: string) =>
  call(
    staffVirtualAccountsContract.deactivate,
    { params: { id: customerId }, body: { reason } },
    { fallback: "Could not deactivate the account number." },
  );
