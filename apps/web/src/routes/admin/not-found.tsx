import { Link } from "../../components/ui/link";
import { PageHeader } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** An unknown /admin/* address: said inside the back office, with its menu, not on the public site. */
export default function AdminNotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <div>
      <PageHeader title="Page Not Found" />
      <p className="text-slate-700">There is no back-office page at this address. It may have moved.</p>
      <p className="mt-4">
        <Link to="/admin/home" className="font-semibold text-brand-700 underline">
          Go to the back-office home
        </Link>
      </p>
    </div>
  );
}
