import { TRACKING_NOTIFY_TEXTS } from "@app/shared/tracking/notify";
import { unsubscribeTracking } from "../../features/public-site/api/track-notify";
import { TrackingLinkPage } from "../../features/public-site/tracking/tracking-link-page";

/** /track-package/unsubscribe?token=: the unsubscribe link of every milestone e-mail a visitor gets. */
export default function TrackUnsubscribePage() {
  return (
    <TrackingLinkPage
      title="Stop Tracking Updates"
      description="Stop the milestone e-mails of a shipment you asked to be notified about."
      intro="Stop the milestone e-mails of this shipment."
      actionLabel="Unsubscribe"
      act={unsubscribeTracking}
      invalid={TRACKING_NOTIFY_TEXTS.unsubscribeInvalid}
    />
  );
}
