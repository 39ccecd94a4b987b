import { staffWalletContract } from "@app/shared/wallet/staff.contract";
import type { WalletAdjustmentInput } from "@app/shared/wallet/staff";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

export const adjustWallet = (body: WalletAdjustmentInput) =>
  call(staffWalletContract.adjust, { body }, { fallback: "Could not change the wallet." });

export const staffCustomerWalletKey = (customerId: number) => ["staff-customer-wallet", customerId] as const;

/** One customer's balance and latest wallet entries. */
export function useStaffCustomerWallet(customerId: number) {
  return useQuery({
    queryKey: staffCustomerWalletKey(customerId),
    queryFn: () =>
      call(
        staffWalletContract.customerWallet,
        { params: { id: customerId } },
        { fallback: "Could not load the customer's wallet." },
      ),
  });
}
