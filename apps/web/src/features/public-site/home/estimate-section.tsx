import { lazyWhenVisible } from "../components/lazy-when-visible";
import { staticIsland } from "../components/static-island";

const QuoteText = staticIsland("quote-text", () => import("./quote-text"));
const EstimateForm = lazyWhenVisible(() => import("../forms/estimate-form"), "min-h-[30rem]");

/** The free estimate request; 'Get Quote' in the hero jumps here (#quote). */
export function EstimateSection() {
  return (
    <section id="quote" aria-labelledby="quote-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-[1fr_2fr]">
        <QuoteText />
        <EstimateForm />
      </div>
    </section>
  );
}
