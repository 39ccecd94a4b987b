import { useSearchParams } from "react-router";
import { UnsubscribeConfirm } from "../../features/notifications/components/unsubscribe-confirm";
import { PageBanner } from "../../features/public-site/components/page-banner";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

/** /unsubscribe?token=…: the link at the foot of every notification. */
export default function UnsubscribePage() {
  usePageMeta({
    title: titled("Unsubscribe"),
    description: "Turn off a kind of notification from the link in your e-mail or text message.",
  });
  const [search] = useSearchParams();
  return (
    <>
      <PageBanner title="Unsubscribe">Choose which notifications you get from us.</PageBanner>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-2xl px-6 py-12">
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <UnsubscribeConfirm token={search.get("token")} />
          </div>
        </div>
      </div>
    </>
  );
}
