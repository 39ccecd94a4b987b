/** The reconciliation feature's public module: its daily job, started in main.ts. */
export { RECONCILIATION_JOB, reconciliationJob } from "./reconciliation.job.js";
