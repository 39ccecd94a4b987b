import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { queryClient } from "./lib/query-client";
import { subscribeToToasts, TOAST_MS, toasterWanted } from "./lib/toast";

const Toaster = lazy(() => import("./components/ui/toaster"));

const PHONE = "(max-width: 639px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

/**
 * Data cache and toasts: mounted by the portal and back-office layouts, so public pages do not load them. The
 * Toaster's code loads with the first toast (lib/toast.ts), not with the page.
 * Toasts never cover the header or its menu button: at the bottom on phones, under the header elsewhere.
 * Their colours are ours (contrast above 4.5:1), and the close button is a 24 px target.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const phone = usePhone();
  const toasts = useSyncExternalStore(subscribeToToasts, toasterWanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster
            position={phone ? "bottom-center" : "top-center"}
            offset={{ top: 76 }}
            mobileOffset={{ bottom: 16, left: 16, right: 16 }}
            closeButton
            duration={TOAST_MS}
            toastOptions={{
              classNames: {
                success: "bg-green-50! text-green-800! border-green-200!",
                error: "bg-red-50! text-red-800! border-red-200!",
                closeButton: "size-6! text-slate-700!",
              },
            }}
          />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
