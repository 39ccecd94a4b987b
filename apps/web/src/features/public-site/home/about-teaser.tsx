import { Link } from "../../../components/ui/link";
import { CheckIcon } from "../components/icons";

export function AboutTeaser() {
  return (
    <section aria-labelledby="about-teaser-title" className="bg-white py-16">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 lg:grid-cols-2">
        <img
          src="/images/warehouse.svg"
          alt="Parcels being sorted on shelves in one of our warehouses"
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-xl"
        />
        <div>
          <p className="font-semibold tracking-widest text-amber-800 uppercase">About Us</p>
          <h2 id="about-teaser-title" className="mt-2 text-3xl font-bold text-slate-900">
            Moving goods between four countries since day one
          </h2>
          <p className="mt-4 text-slate-600">
            We run our own warehouses in Stafford (Texas), London and Lagos, and a partner hub in Guangzhou. Shop online
            abroad with your personal warehouse address, let us buy for you, or book a pickup: we consolidate, ship by
            air or sea, clear customs and deliver to your door.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link
              to="/about-us"
              className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800"
            >
              More About Us
            </Link>
            <Link
              to="/service-areas"
              className="rounded-full border-2 border-brand-700 px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
            >
              Our Services
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

const REASONS = [
  "Personal warehouse addresses in the USA and the UK for your online shopping",
  "Shop-for-me: we buy from the stores you choose and ship it home",
  "Express air, standard air and economical sea freight options",
  "Live tracking from our warehouse to your door",
  "Insurance included in the service charge",
  "Pay invoices online by card, or by bank transfer, deposit or POS",
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="why-title" className="text-3xl font-bold text-slate-900">
          Why choose us
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason} className="flex gap-3 rounded-lg bg-white p-4 shadow-sm">
              <CheckIcon className="mt-0.5 shrink-0 text-green-700" />
              <span className="text-slate-700">{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
