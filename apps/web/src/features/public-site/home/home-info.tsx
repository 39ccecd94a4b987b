import { AboutTeaser, WhyChooseUs } from "./about-teaser";
import { Counters, ServiceTiles } from "./highlights";

/** The home page's informative middle (a static island: prerendered, not hydrated). */
export default function HomeInfo() {
  return (
    <>
      <Counters />
      <ServiceTiles />
      <AboutTeaser />
      <WhyChooseUs />
    </>
  );
}
