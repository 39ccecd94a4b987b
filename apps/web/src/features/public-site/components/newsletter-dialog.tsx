import { lazy, Suspense, useEffect, useRef } from "react";
import { Link } from "../../../components/ui/link";

const NewsletterForm = lazy(() => import("../forms/newsletter-form"));

/**
 * 'Get Latest Updates!': a native modal <dialog>. Focus stays inside, the page behind is inert, and
 * a click on the backdrop does not close it (the spec's static backdrop); Close or Escape do.
 */
export default function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="newsletter-dialog-title"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-6 shadow-2xl backdrop:bg-slate-900/70"
    >
      <h2 id="newsletter-dialog-title" className="mb-4 text-xl font-bold text-brand-700">
        Get Latest Updates!
      </h2>
      <p className="mb-4 text-sm text-slate-600">Join our mailing list for exclusive offers and shipping news.</p>
      <Suspense fallback={<p className="h-28 text-sm text-slate-500">Loading...</p>}>
        <NewsletterForm idPrefix="dialog" submitLabel="Join Us" />
      </Suspense>
      <p className="mt-4 text-xs text-slate-600">
        We respect your privacy. Read our{" "}
        <Link to="/privacy-policy" onClick={onClose} className="font-semibold text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-6 text-right">
        <button
          type="button"
          // Closing the native dialog first lifts the page's inertness, so focus can go back to the opener.
          onClick={() => dialogRef.current?.close()}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Close
        </button>
      </div>
    </dialog>
  );
}
