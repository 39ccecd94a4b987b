import { type SQL, sql } from "drizzle-orm";
import { creditedToWallet, returnedOnCancelling } from "../wallet/public.js";

/**
 * What paid an invoice, as SQL over aliased rows (docs/decisions/0109, 0121): the owner's reports, the invoice and
 * receipt PDFs and the exchange-difference report all count money by these rules, so none of them counts money that
 * was returned or never applied.
 */

/** True of an invoice nothing was ever paid of (a settled checkout or staff's "paid" sets paid_at, the wallet adds). */
export const neverPaid = (i: SQL) => sql`(${i}.paid_at is null and ${i}.amount_paid_minor = 0)`;

/** True of an invoice that was paid at some time: not one cancelled or refunded without anything ever paid of it. */
const paidOnce = (i: SQL) => sql`not (${i}.status in ('cancelled', 'refunded') and ${neverPaid(i)})`;

/**
 * True of a settled checkout `p` that paid its invoice `i`: not one the settlement credited to the wallet instead (a
 * second payment, an expired quote, a changed amount due: the wallet's payments count when they pay), nor one flagged
 * for a refund (it came after the invoice was cancelled or refunded, or a second one in dollars), nor, once refunded,
 * one refunded on its own (its refund is not the invoice's) or of an invoice never paid.
 */
export const settledCheckout = (p: SQL, i: SQL) =>
  sql`${p}.status = 'success' and ${p}.refund_due_at is null and not ${creditedToWallet(sql`${p}.reference`)}
      and (${p}.refunded_at is null or ${p}.refund_reference = ${i}.refund_reference) and ${paidOnce(i)}`;

/**
 * True of a wallet payment `t` (a ledger transaction of cause invoice_payment) that paid its invoice `i`, of an invoice
 * that was paid: not one given back to the wallet by a later refund_to_wallet of the invoice, unless it went back with
 * the invoice's refund. On a refunded invoice only a return made on cancelling it counts (docs/decisions/0143): a
 * payment made before the invoice was cancelled, reopened, paid and refunded paid nothing of it, as its balance says
 * (cancelling sets what is paid of it to zero).
 */
export const appliedWalletPayment = (t: SQL, i: SQL) =>
  sql`${t}.cause = 'invoice_payment' and ${paidOnce(i)} and not exists (
        select 1 from ledger_transactions r
         where r.invoice_id = ${t}.invoice_id and r.cause = 'refund_to_wallet' and r.id > ${t}.id
           and (${i}.refunded_at is null or ${returnedOnCancelling(sql`r`)}))`;
