import { HeadsetIcon, ShieldIcon, ZapIcon } from "../components/icons";

const COUNTERS = [
  { value: "42+", label: "Countries Covered" },
  { value: "97+", label: "Business Success" },
  { value: "2342+", label: "Happy Client" },
  { value: "3245+", label: "Business Done" },
];

/** Static counters; the spec shows them on medium and wider screens only. */
export function Counters() {
  return (
    <section aria-label="Our numbers" className="hidden bg-white md:block">
      <dl className="mx-auto grid max-w-7xl grid-cols-4 divide-x divide-slate-200 px-6 py-10 text-center">
        {COUNTERS.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="text-4xl font-extrabold text-brand-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const TILES = [
  {
    Icon: ZapIcon,
    title: "Fast Service",
    text: "Express air freight in 3 to 7 business days, with pickups booked online and consolidated at our warehouses every week.",
  },
  {
    Icon: ShieldIcon,
    title: "Safe Delivery",
    text: "Careful packing, sealed consolidation and insurance included in our service charge, so your goods arrive as they left.",
  },
  {
    Icon: HeadsetIcon,
    title: "Efficient Support",
    text: "A real team in Lagos answers calls, e-mails and tickets Monday to Friday, 9am to 6pm, and tracks every parcel with you.",
  },
];

export function ServiceTiles() {
  return (
    <section aria-labelledby="tiles-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="tiles-title" className="text-center text-3xl font-bold text-slate-900">
          Logistics You Can Count On
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TILES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-white p-8 shadow-sm">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon size={28} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
