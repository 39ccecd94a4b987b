import { can } from "@app/shared/core/roles";
import { Card, PageHeader } from "../../components/ui/card";
import { AdminSignupForm } from "../../features/admins/components/admin-signup-form";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/signup: owners create admins; the server refuses everyone else too. */
export default function AdminSignupPage() {
  useDocumentTitle("Create Admin");
  const admin = useAdmin();
  return (
    <div className="max-w-3xl">
      <PageHeader title="Create Admin" />
      <Card>
        {can(admin.role, "admins.create", admin.warehouses) ? (
          <AdminSignupForm />
        ) : (
          <p className="text-sm text-slate-700">Only an owner can create admin accounts.</p>
        )}
      </Card>
    </div>
  );
}
