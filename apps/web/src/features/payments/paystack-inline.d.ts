/** The part of @paystack/inline-js we use (the package ships no types). */
declare module "@paystack/inline-js" {
  export interface ResumeCallbacks {
    onSuccess?: (transaction: { id?: number; reference: string; message?: string; status?: string }) => void;
    onCancel?: () => void;
    onLoad?: (response: { id: number; accessCode: string }) => void;
    onError?: (error: { message: string }) => void;
  }
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: ResumeCallbacks): unknown;
  }
}
