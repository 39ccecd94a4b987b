import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { queryClient } from "./lib/query-client";
import { subscribeToToasts, toasterWanted } from "./lib/toast";

const Toaster = lazy(() => import("./components/ui/toaster"));

/**
 * Data cache and toasts: mounted by the portal and back-office layouts, so public pages do not load them. The
 * Toaster's code loads with the first toast (lib/toast.ts), not with the page.
 * Where toasts sit and how they look: components/ui/toaster.tsx (e2e/toast-placement.spec.ts measures it at 390, 768
 * and 1280 px).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(subscribeToToasts, toasterWanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
