import type { Config } from "../../config.js";
import type { DailyJob } from "../../lib/schedule.js";
import type { PaymentContext } from "../payments/public.js";
import type { VerifiedTransaction } from "../payments/public.js";
import { providerListAround, reconcileDay } from "./reconciliation.service.js";

const yesterdayOf = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

export const RECONCILIATION_JOB = "payments-reconciliation";

/**
 * Once a day (lib/schedule.ts, docs/decisions/0056): checks yesterday (UTC), a complete day, against the provider's
 * transaction list (read in `prepare`, before the claim), compared and stored in the transaction that claims the day.
 * A provider failure leaves the day unclaimed, so the next check of the scheduler tries again.
 */
export function reconciliationJob(config: Config, paystack: PaymentContext["paystack"]): DailyJob {
  return {
    name: RECONCILIATION_JOB,
    prepare: (now) => providerListAround(paystack, yesterdayOf(now)),
    async run(tx, now, prepared) {
      const yesterday = yesterdayOf(now);
      const report = await reconcileDay(tx, config, yesterday, prepared as VerifiedTransaction[], "Daily job");
      return `${yesterday}: ${report.status}, ${report.discrepancies.length} discrepancies`;
    },
  };
}
