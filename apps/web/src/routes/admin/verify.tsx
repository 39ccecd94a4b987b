import { COMPANY } from "@app/shared/core/company";
import { useParams } from "react-router";
import { VerifyResult } from "../../features/admins/components/verify-result";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/verify/{token}: the link from a new admin's verification e-mail. */
export default function AdminVerifyPage() {
  useDocumentTitle(`Verify Account | ${COMPANY.name}`);
  const { token = "" } = useParams();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <section className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <VerifyResult token={token} />
      </section>
    </main>
  );
}
