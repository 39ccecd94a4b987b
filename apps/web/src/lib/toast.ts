import { toast } from "sonner";

/** Toasts of the spec: green for success, red for errors, gone after 5 seconds. */
export const TOAST_MS = 5000;

export function toastSuccess(message: string) {
  toast.success(message, { duration: TOAST_MS });
}

export function toastError(message: string) {
  toast.error(message, { duration: TOAST_MS });
}
