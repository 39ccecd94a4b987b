import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { subscribeToToasts, toasterWanted } from "../../lib/toast";

const Toaster = lazy(() => import("./toaster"));

/**
 * The toasts' live region, rendered with the signed-in layouts and empty until the first toast: screen readers do
 * not announce a live region inserted together with its text, so it is there before the Toaster (loaded with the
 * first toast, lib/toast.ts) puts one into it. Below 1024 px it lies over the header bar, wider in the bottom-right
 * corner (components/ui/toaster.tsx); empty, it lets every click through.
 */
export function ToastRegion() {
  const wanted = useSyncExternalStore(subscribeToToasts, toasterWanted, () => false);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  return (
    <section
      ref={setRegion}
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex h-14 flex-col items-stretch lg:inset-x-auto lg:top-auto lg:right-6 lg:bottom-6 lg:h-auto lg:w-90 lg:gap-2"
    >
      {wanted && region && (
        <Suspense fallback={null}>
          <Toaster region={region} />
        </Suspense>
      )}
    </section>
  );
}
