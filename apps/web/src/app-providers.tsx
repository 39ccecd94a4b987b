import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { queryClient } from "./lib/query-client";
import { TOAST_MS } from "./lib/toast";

/** Data cache and toasts: mounted by the portal and back-office layouts, so public pages do not load them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" richColors closeButton duration={TOAST_MS} />
    </QueryClientProvider>
  );
}
