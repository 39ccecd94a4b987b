import { Link } from "../../components/ui/link";
import { PageBanner } from "../../features/public-site/components/page-banner";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

export default function NotFoundPage() {
  usePageMeta({ title: titled("Page Not Found"), description: "The page you asked for does not exist." });
  return (
    <>
      <PageBanner title="Page Not Found" />
      <div className="mx-auto max-w-3xl px-6 py-16 text-lg text-slate-700">
        <p>We could not find that page. It may have moved.</p>
        <p className="mt-6 flex flex-wrap gap-4">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Go to the home page
          </Link>
          <Link to="/track-package" className="font-semibold text-brand-700 underline">
            Track a package
          </Link>
        </p>
      </div>
    </>
  );
}
