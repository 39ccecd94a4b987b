import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { TOAST_MS, type ToastKind, toasterReady } from "../../lib/toast";

interface Shown {
  id: number;
  kind: ToastKind;
  message: string;
}

/** At most this many at once: a newer toast pushes out the oldest, so the stack never climbs over the page. */
const MAX_SHOWN = 3;

const KIND_CLASS: Record<ToastKind, string> = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-800",
};

let nextId = 0;

/**
 * The toasts, loaded by AppProviders when the first one is asked for (see lib/toast.ts): a live region at the bottom
 * of the window, centred on phones and in the bottom-right corner elsewhere, so they cover neither the fixed header
 * nor a page's title actions and list toolbar. Each goes after TOAST_MS or with its close button (a 24 px target).
 */
export default function Toaster() {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(
    () =>
      toasterReady((kind, message) => {
        const id = nextId++;
        setShown((list) => [...list, { id, kind, message }].slice(-MAX_SHOWN));
        setTimeout(() => setShown((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
      }),
    [],
  );
  const close = (id: number) => setShown((list) => list.filter((toast) => toast.id !== id));
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-stretch gap-2 sm:right-6 sm:bottom-6 sm:left-auto sm:w-90"
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          data-toast={toast.kind}
          className={`pointer-events-auto flex items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${KIND_CLASS[toast.kind]}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => close(toast.id)}
            className="flex size-6 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-black/5"
          >
            <X size={14} aria-hidden="true" />
          </button>
        </div>
      ))}
    </section>
  );
}
