import { COMPANY } from "@app/shared/core/company";
import { AdminLoginForm } from "../../features/admins/components/admin-login-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/login: public, outside the back-office providers (no query cache, no toasts). */
export default function AdminLoginPage() {
  useDocumentTitle(`Admin Login | ${COMPANY.name}`);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <section className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{COMPANY.name}</p>
        <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900">Admin Login</h1>
        <AdminLoginForm />
      </section>
    </main>
  );
}
