import { TRACKING_NOTIFY_TEXTS } from "@app/shared/tracking/notify";
import { confirmTracking } from "../../features/public-site/api/track-notify";
import { TrackingLinkPage } from "../../features/public-site/tracking/tracking-link-page";

/** /track-package/confirm?token=: the confirmation link of a "Notify me" e-mail. */
export default function TrackConfirmPage() {
  return (
    <TrackingLinkPage
      title="Confirm Tracking Updates"
      description="Confirm your e-mail address to get an e-mail at each milestone of your shipment."
      intro="Confirm your e-mail address to get an e-mail at each milestone of this shipment."
      actionLabel="Confirm my e-mail"
      act={confirmTracking}
      invalid={TRACKING_NOTIFY_TEXTS.confirmInvalid}
    />
  );
}
