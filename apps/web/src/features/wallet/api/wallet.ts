import { paymentsContract } from "@app/shared/payments/contract";
import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { walletContract } from "@app/shared/wallet/contract";
import { type PayInvoiceFromWalletInput, WALLET_TEXTS } from "@app/shared/wallet/wallet";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call } from "../../../lib/client";
import { walletKey } from "../../../lib/query-keys";

export const walletKeys = {
  all: walletKey,
  statement: (page: number) => [...walletKey, "statement", page] as const,
  invoice: (id: number) => [...walletKey, "invoice", id] as const,
};

export function useWalletStatement(page: number) {
  return useQuery({
    queryKey: walletKeys.statement(page),
    queryFn: () =>
      call(walletContract.statement, { query: { page, pageSize: 20 } }, { fallback: "Could not load your wallet." }),
  });
}

export function useWalletInvoiceQuote(invoiceId: number, enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.invoice(invoiceId),
    queryFn: () =>
      call(walletContract.invoiceQuote, { params: { id: invoiceId } }, { fallback: "Could not load your wallet." }),
    enabled,
  });
}

/** After money moved: reload the balance, the statement and any invoice quote. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: walletKeys.all }), [queryClient]);
}

export const startTopUp = (amount: string) =>
  call(walletContract.startTopUp, { body: { amount } }, { fallback: WALLET_TEXTS.topUpStartFailed });

export const verifyTopUp = (reference: string) =>
  call(walletContract.verifyTopUp, { body: { reference } }, { fallback: WALLET_TEXTS.topUpNotConfirmed });

export const payInvoiceFromWallet = (body: PayInvoiceFromWalletInput) =>
  call(walletContract.payInvoice, { body }, { fallback: "Could not pay from your wallet." });

/** The sandbox's TEST dialog pays or declines the stand-in transaction of a top-up. */
export const sandboxPay = (accessCode: string, outcome: "success" | "declined") =>
  call(
    paymentsContract.sandboxCheckout,
    { body: { access_code: accessCode, outcome } },
    { fallback: PAYMENT_TEXTS.notConfirmed },
  );
