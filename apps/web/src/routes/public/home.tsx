import { lazyWhenVisible } from "../../features/public-site/components/lazy-when-visible";
import { staticIsland } from "../../features/public-site/components/static-island";
import { EstimateSection } from "../../features/public-site/home/estimate-section";
import { Hero } from "../../features/public-site/home/hero";
import { usePageMeta } from "../../features/public-site/page-meta";

// The home page's first load carries behaviour only: its text stays in the prerendered HTML (static
// islands), and the carousels and forms load as they come into view.
const HomeInfo = staticIsland("home-info", () => import("../../features/public-site/home/home-info"));
const Testimonials = lazyWhenVisible(() => import("../../features/public-site/home/testimonials"), "min-h-[24rem]");
const BrandCarousel = lazyWhenVisible(() => import("../../features/public-site/home/brand-carousel"), "min-h-[14rem]");

export default function HomePage() {
  usePageMeta({
    title: "Swiftway Global Logistics: air cargo, sea freight and shop-for-me between the USA, UK, China and Nigeria",
    description:
      "International freight made simple: air cargo, sea freight, import and export, domestic delivery and warehousing. Get a free estimate or track your package.",
  });
  return (
    <>
      <Hero />
      <HomeInfo />
      <Testimonials />
      <EstimateSection />
      <BrandCarousel />
    </>
  );
}
