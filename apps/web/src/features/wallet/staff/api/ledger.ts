import { staffWalletContract } from "@app/shared/wallet/staff.contract";
import type { WalletAdjustmentInput } from "@app/shared/wallet/staff";
import { call } from "../../../../lib/client";

export const adjustWallet = (body: WalletAdjustmentInput) =>
  call(staffWalletContract.adjust, { body }, { fallback: "Could not change the wallet." });
