/**
 * The wallet's public module (docs/decisions/0045): what the payments feature needs from it. Top-up references are
 * recognised by their prefix, so the provider's webhook settles them here; a second payment of a paid invoice,
 * or one for another amount than is now due, becomes wallet credit.
 */
export { postCheckoutPayment, postCheckoutRefund } from "./wallet.checkout-payments.js";
export { creditCustomsDutyRefund } from "./wallet.customs-duty.js";
export {
  creditDueChangedPayment,
  creditedToWallet,
  creditExpiredQuotePayment,
  creditSecondPayment,
  walletCreditCauseOf,
} from "./wallet.credits.js";
export { returnedOnCancelling, returnWalletPaymentsOf, walletPaymentsOfInvoice } from "./wallet.invoice-returns.js";
export { isTopUpReference, settleTopUp } from "./wallet.top-ups.js";
/** For a path that gives money back to a wallet after other locks: it takes the wallet in decision 0153's order. */
export { lockWallet } from "./wallet.repository.js";
export {
  isVirtualAccountTransfer,
  recordVirtualAccountAssigned,
  settleVirtualAccountTransfer,
  VIRTUAL_ACCOUNT_CHANNEL,
} from "./wallet.virtual-accounts.js";
export { virtualAccountOfCustomer } from "./wallet.virtual-accounts.repository.js";
/** For other features' tests: every transaction balanced, every wallet equal to its entries. */
export { ledgerInconsistencies } from "./wallet.staff.repository.js";
