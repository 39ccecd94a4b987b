import { lazyWhenVisible } from "../../features/public-site/components/lazy-when-visible";
import { staticIsland } from "../../features/public-site/components/static-island";
import { EstimateSection } from "../../features/public-site/home/estimate-section";
import { Hero } from "../../features/public-site/home/hero";
import { type PageMeta, useLazyPageMeta } from "../../features/public-site/page-meta";

// The home page's first load carries behaviour only: its text stays in the prerendered HTML (static
// islands), and the carousels and forms load as they come into view.
const HomeInfo = staticIsland("home-info", () => import("../../features/public-site/home/home-info"));
const Testimonials = lazyWhenVisible(() => import("../../features/public-site/home/testimonials"), "min-h-[24rem]");
const BrandCarousel = lazyWhenVisible(() => import("../../features/public-site/home/brand-carousel"), "min-h-[14rem]");

let meta: Promise<PageMeta> | undefined;
const loadMeta = () => {
  meta ??= import("../../features/public-site/home/home-meta").then((module) => module.HOME_META);
  return meta;
};

export default function HomePage() {
  useLazyPageMeta(loadMeta);
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
