import { PageBanner } from "../../features/public-site/components/page-banner";
import { Tabs } from "../../features/public-site/components/tabs";
import { SERVICE_TABS } from "../../features/public-site/content/services";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

export default function ServiceAreasPage() {
  usePageMeta({
    title: titled("Our Services"),
    description:
      "Air cargo, import and export, domestic delivery across Nigeria and warehousing in the USA, the UK and Lagos.",
  });
  return (
    <>
      <PageBanner title="Our Services">
        From a single parcel to a container load: choose how your goods travel.
      </PageBanner>
      <section aria-label="Services" className="mx-auto max-w-7xl px-6 py-14">
        <Tabs label="Our services" items={SERVICE_TABS} />
      </section>
    </>
  );
}
