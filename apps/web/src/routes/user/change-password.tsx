import { Card, PageHeader } from "../../components/ui/card";
import { BackToProfile } from "../../features/accounts/components/back-to-profile";
import { ChangePasswordForm } from "../../features/accounts/components/change-password-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function ChangePasswordPage() {
  useDocumentTitle("Change Password");
  return (
    <>
      <PageHeader title="Change Password" actions={<BackToProfile />} />
      <Card>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
