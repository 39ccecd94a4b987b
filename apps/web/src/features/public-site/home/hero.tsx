import { lazyWhenVisible } from "../components/lazy-when-visible";
import { staticIsland } from "../components/static-island";

const HeroText = staticIsland("hero-text", () => import("./hero-text"));
// In the first screen on phones too (right under the hero text): its code loads once the form is used, so that
// the first load of / stays within its budget.
const EnquiryForm = lazyWhenVisible(() => import("../forms/enquiry-form"), "min-h-[34rem] rounded-xl bg-white/10", {
  loadWhen: "used",
});

/** Welcome, the headline, 'Get Quote' (to the #quote estimate form) and the 'Enquire Now' form. */
export function Hero() {
  return (
    <section className="bg-brand-800 bg-[url(/images/hero-routes.svg)] bg-cover bg-center text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-6 py-16 lg:grid-cols-[1fr_26rem] lg:py-24">
        <HeroText />
        <EnquiryForm />
      </div>
    </section>
  );
}
