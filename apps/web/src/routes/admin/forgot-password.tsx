import { COMPANY } from "@app/shared/core/company";
import { StaffResetForm } from "../../features/admins/components/staff-reset-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/forgot-password: public, outside the back-office providers, like the log-in page. */
export default function AdminForgotPasswordPage() {
  useDocumentTitle(`Staff Password Reset | ${COMPANY.name}`);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <section className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{COMPANY.name}</p>
        <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900">Reset your staff password</h1>
        <StaffResetForm />
      </section>
    </main>
  );
}
