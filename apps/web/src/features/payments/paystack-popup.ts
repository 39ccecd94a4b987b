import type { ResumeCallbacks } from "@paystack/inline-js";

/**
 * Opens Paystack's popup for a transaction the server initialized. The library is imported
 * here only, lazily, so it is downloaded on the invoice page when the customer pays, never elsewhere.
 */
export async function openPaystackPopup(
  accessCode: string,
  callbacks: Required<Pick<ResumeCallbacks, "onSuccess" | "onCancel" | "onError">>,
) {
  const { default: PaystackPop } = await import("@paystack/inline-js");
  new PaystackPop().resumeTransaction(accessCode, callbacks);
}
