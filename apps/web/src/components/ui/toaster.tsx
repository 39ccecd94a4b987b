import { useEffect } from "react";
import { toast, Toaster as Sonner, type ToasterProps } from "sonner";
import { TOAST_MS, toasterReady } from "../../lib/toast";

/**
 * sonner's Toaster, loaded by AppProviders when the first toast is asked for (see lib/toast.ts). Its effect runs
 * after sonner's own (a child's effects run first), so sonner already listens when the queued toasts are shown.
 */
export default function Toaster(props: ToasterProps) {
  useEffect(
    () =>
      toasterReady((kind, message) => {
        if (kind === "success") toast.success(message, { duration: TOAST_MS });
        else toast.error(message, { duration: TOAST_MS });
      }),
    [],
  );
  return <Sonner {...props} />;
}
