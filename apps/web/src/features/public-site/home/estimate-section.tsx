import { lazyWhenVisible } from "../components/lazy-when-visible";
import { staticIsland } from "../components/static-island";

const QuoteText = staticIsland("quote-text", () => import("./quote-text"));
const EstimateForm = lazyWhenVisible(() => import("../forms/estimate-form"), "min-h-[30rem]");
const InstantQuote = lazyWhenVisible(() => import("../../../components/instant-quote/instant-quote"), "min-h-[34rem]");

/** The free estimate request; 'Get Quote' in the hero jumps here (#quote). Beside it, the instant quote. */
export function EstimateSection() {
  return (
    <section id="quote" aria-labelledby="quote-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-[1fr_2fr]">
        <QuoteText />
        <EstimateForm />
      </div>
      <div
        id="instant-quote"
        className="mx-auto mt-12 max-w-7xl scroll-mt-20 border-t border-slate-200 px-6 pt-12 lg:grid lg:grid-cols-[1fr_2fr] lg:gap-12"
      >
        <div className="lg:col-start-2">
          <InstantQuote />
        </div>
      </div>
    </section>
  );
}
