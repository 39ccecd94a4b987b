import { PageBanner } from "../../features/public-site/components/page-banner";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";
import { TrackingLookup } from "../../features/public-site/tracking/tracking-lookup";

export default function TrackPackagePage() {
  usePageMeta({
    title: titled("Track Your Package"),
    description:
      "Enter your tracking number to see your shipment's status, warehouse arrival, shipping and estimated delivery dates.",
  });
  return (
    <>
      <PageBanner title="Track Your Package">
        Enter the tracking number from your shipment notice or invoice.
      </PageBanner>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-6 py-12">
          <TrackingLookup />
        </div>
      </div>
    </>
  );
}
