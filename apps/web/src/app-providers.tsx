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
 * Toasts cover nothing that matters: not the fixed header and its menu button, not the TEST MODE banner, not a
 * page's title actions or list toolbar, which all sit at the top. So they sit at the bottom: centred on phones,
 * in the bottom-right corner elsewhere (e2e/toast-placement.spec.ts measures it at 390, 768 and 1280 px).
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
            position={phone ? "bottom-center" : "bottom-right"}
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
