import { Card, PageHeader, Spinner } from "../../components/ui/card";
import { FormMessage } from "../../components/ui/field";
import { BackToProfile } from "../../features/accounts/components/back-to-profile";
import { usePreferences } from "../../features/notifications/api/preferences";
import { PreferencesForm } from "../../features/notifications/components/preferences-form";
import { VerifyNumber } from "../../features/notifications/components/verify-number";
import { errorMessage } from "../../lib/api";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function NotificationsPage() {
  useDocumentTitle("Notifications");
  const settings = usePreferences();
  return (
    <>
      <PageHeader title="Notifications" actions={<BackToProfile />} />
      <Card className="max-w-2xl">
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <FormMessage kind="error">{errorMessage(settings.error)}</FormMessage>
        ) : (
          <div className="space-y-6">
            <PreferencesForm settings={settings.data} />
            {/* Keyed by the number: a new number starts afresh, with nothing said about the code sent to the old one. */}
            <VerifyNumber key={`sms ${settings.data.sms_phone}`} channel="sms" settings={settings.data} />
            <VerifyNumber
              key={`whatsapp ${settings.data.whatsapp_phone}`}
              channel="whatsapp"
              settings={settings.data}
            />
          </div>
        )}
      </Card>
    </>
  );
}
