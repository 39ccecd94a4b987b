import { Card, PageHeader } from "../../components/ui/card";
import { ChangePasswordForm } from "../../components/ui/change-password-form";
import { useChangePassword } from "../../features/accounts/api/change-password";
import { BackToProfile } from "../../features/accounts/components/back-to-profile";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function ChangePasswordPage() {
  useDocumentTitle("Change Password");
  const change = useChangePassword();
  return (
    <>
      <PageHeader title="Change Password" actions={<BackToProfile />} />
      <Card>
        <ChangePasswordForm change={change.mutateAsync} />
      </Card>
    </>
  );
}
