import { COMPANY, WAREHOUSES } from "@app/shared/core/company";
import { Link } from "../../components/ui/link";
import { PageBanner } from "../../features/public-site/components/page-banner";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

const VALUES = [
  {
    name: "Customer Focus",
    text: "Every shipment belongs to someone who is waiting for it. We plan around your deadline, not ours.",
  },
  {
    name: "Expertise",
    text: "Our team knows air and sea freight, customs rules and the routes between our four countries inside out.",
  },
  {
    name: "Integrity",
    text: "Clear prices, honest delivery times and invoices without surprises. If something goes wrong, we tell you first.",
  },
  {
    name: "Innovation",
    text: "Online tracking, a self-service portal, online invoice payment: we use technology to make shipping simpler.",
  },
  {
    name: "Accountability",
    text: "We own every step from pickup to doorstep, and we answer for it when you call, write or open a ticket.",
  },
];

export default function AboutUsPage() {
  usePageMeta({
    title: titled("About Us"),
    description: `Our mission and values: customer focus, expertise, integrity, innovation and accountability. Meet ${COMPANY.name}, with warehouses in Texas, London and Lagos.`,
  });
  return (
    <>
      <PageBanner title="About Us">{COMPANY.blurb}</PageBanner>
      <section aria-labelledby="mission-title" className="mx-auto grid max-w-7xl gap-12 px-6 py-16 lg:grid-cols-2">
        <div>
          <h2 id="mission-title" className="text-3xl font-bold text-slate-900">
            Our Mission
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            To make moving goods across borders as simple as sending a letter: one partner that picks up, stores, buys,
            ships, clears and delivers, with prices you know in advance and a package you can follow at every step.
          </p>
          <p className="mt-4 text-slate-700">
            Individuals use our warehouse addresses to shop from stores in the USA, the UK and China; businesses use us
            to import stock, export goods and keep inventory close to their customers. Whatever the size of the parcel,
            it gets the same care.
          </p>
        </div>
        <div className="rounded-xl bg-brand-50 p-8">
          <h2 className="text-xl font-bold text-slate-900">Where we are</h2>
          <ul className="mt-4 space-y-3 text-slate-700">
            {WAREHOUSES.map((w) => (
              <li key={w.city}>
                <span className="font-semibold text-slate-900">{w.label}</span>
                {w.forShopping ? " — warehouse and shopping address" : " — destination warehouse and pickup office"}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-slate-700">
            Head office: {COMPANY.office.line1}, {COMPANY.office.line2}, {COMPANY.office.city}.
          </p>
        </div>
      </section>
      <section aria-labelledby="values-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="values-title" className="text-3xl font-bold text-slate-900">
            Our Values
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.name} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-700">{value.name}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-lg text-slate-700">
            Have a question or a shipment to plan?{" "}
            <Link to="/contact-us" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>{" "}
            and we will get back to you within 24 hours.
          </p>
        </div>
      </section>
    </>
  );
}
