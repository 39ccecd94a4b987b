import { lazyWhenVisible } from "../components/lazy-when-visible";
import { staticIsland } from "../components/static-island";

const QuoteText = staticIsland("quote-text", () => import("./quote-text"));
const InstantQuoteText = staticIsland("instant-quote-text", () => import("./instant-quote-text"));
const EstimateForm = lazyWhenVisible(() => import("../forms/estimate-form"), "min-h-[30rem]");
const InstantQuote = lazyWhenVisible(() => import("../../../components/instant-quote/instant-quote"), "min-h-[34rem]");

/**
 * The free estimate request (a person replies by e-mail); 'Get Quote' in the hero jumps here (#quote). Below it, in a
 * tinted panel of its own, the instant price (the rate card's answer at once): two ways to a price that must not look
 * alike.
 */
export function EstimateSection() {
  return (
    <section id="quote" aria-labelledby="quote-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-[1fr_2fr]">
        <QuoteText />
        <EstimateForm />
      </div>
      <div id="instant-quote" className="mx-auto mt-12 max-w-7xl scroll-mt-20 px-6">
        <div className="rounded-2xl border-2 border-sky-200 bg-sky-50 p-6 lg:grid lg:grid-cols-[1fr_2fr] lg:gap-12 lg:p-10">
          <div className="mb-6 lg:mb-0">
            <InstantQuoteText />
          </div>
          <InstantQuote />
        </div>
      </div>
    </section>
  );
}
