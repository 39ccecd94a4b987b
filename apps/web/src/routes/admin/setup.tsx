import { COMPANY } from "@app/shared/core/company";
import { OwnerSetupForm } from "../../features/setup/components/owner-setup-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/setup#<token>: the one-time link a start without staff accounts prints, for the first owner. */
export default function AdminSetupPage() {
  useDocumentTitle(`First Owner | ${COMPANY.name}`);
  const token = typeof window === "undefined" ? "" : decodeURIComponent(window.location.hash.replace(/^#/, ""));
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <section className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{COMPANY.name}</p>
        <h1 className="mb-2 mt-1 text-2xl font-bold text-slate-900">Create the first owner</h1>
        <p className="mb-6 text-sm text-slate-600">
          No staff account exists yet. This link works once: the account you create here owns the back office.
        </p>
        <OwnerSetupForm token={token} />
      </section>
    </main>
  );
}
