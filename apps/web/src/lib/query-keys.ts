/**
 * The cache keys more than one feature touches: a payment changes the home's counts, the invoices and the wallet
 * (lib/payment-settled.ts). Each feature's own keys start with these.
 */
export const dashboardKey = ["dashboard"] as const;
export const invoicesKey = ["invoices"] as const;
export const invoiceListsKey = [...invoicesKey, "list"] as const;
export const invoiceKey = (id: number) => [...invoicesKey, "detail", id] as const;
export const walletKey = ["wallet"] as const;
