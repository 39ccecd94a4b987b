import { Carousel } from "../components/carousel";

const TESTIMONIALS = [
  {
    name: "Adaeze N.",
    place: "Lagos",
    text: "I shop from US stores every month. My boxes arrive in Lagos in about two weeks, and I can follow each one from the Texas warehouse.",
  },
  {
    name: "Tunde A.",
    place: "Ibadan",
    text: "They bought the spare parts I needed from a UK supplier, shipped express and had them at my door in five working days.",
  },
  {
    name: "Grace O.",
    place: "London",
    text: "Sending household goods to my family by sea was far cheaper than I expected, and the team kept me updated the whole way.",
  },
  {
    name: "Emeka U.",
    place: "Abuja",
    text: "Clear invoices, online payment and no surprises at delivery. Support answered my ticket the same afternoon.",
  },
  {
    name: "Funmi B.",
    place: "Port Harcourt",
    text: "Our boutique restocks from Guangzhou through Swiftway. Consolidation saves us a lot on every shipment.",
  },
  {
    name: "David K.",
    place: "Houston",
    text: "Dropping parcels at the Stafford warehouse is easy, and my relatives in Lagos pick up from Yaba without any stress.",
  },
];

/** Six testimonials, one at a time: autoplay every 5 s with a 1 s transition (spec). */
export default function Testimonials() {
  const slides = TESTIMONIALS.map(({ name, place, text }) => (
    <figure key={name} className="mx-auto max-w-2xl rounded-xl bg-white p-8 text-center shadow-sm">
      <blockquote className="text-lg text-slate-700">“{text}”</blockquote>
      <figcaption className="mt-4">
        <span className="font-bold text-slate-900">{name}</span>
        <span className="text-slate-600"> · {place}</span>
      </figcaption>
    </figure>
  ));
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="testimonials-title" className="mb-8 text-center text-3xl font-bold text-slate-900">
          What Our Clients Say
        </h2>
        <Carousel
          label="Testimonials"
          slides={slides}
          intervalMs={5000}
          transitionMs={1000}
          widthClassName="[--slide-width:100%]"
          maxVisible={1}
          dots
          slideLabel={(n) => `Testimonial ${n + 1} of ${TESTIMONIALS.length}`}
        />
      </div>
    </section>
  );
}
