import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastRegion } from "./components/ui/toast-region";
import { queryClient } from "./lib/query-client";

/**
 * Data cache and toasts: mounted by the portal and back-office layouts, so public pages do not load them. The
 * toasts' live region is there from the start; the Toaster's code loads with the first toast (lib/toast.ts), not
 * with the page. Where toasts sit and how they look: components/ui/toaster.tsx (e2e/toast-placement.spec.ts measures
 * it at 390, 768 and 1280 px).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastRegion />
    </QueryClientProvider>
  );
}
