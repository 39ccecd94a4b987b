import { COMPANY } from "@app/shared/core/company";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "../../features/public-site/components/icons";
import { lazyWhenVisible } from "../../features/public-site/components/lazy-when-visible";
import { OfficeMap } from "../../features/public-site/components/office-map";
import { PageBanner } from "../../features/public-site/components/page-banner";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

const ContactForm = lazyWhenVisible(() => import("../../features/public-site/forms/contact-form"), "min-h-[26rem]");

export default function ContactUsPage() {
  usePageMeta({
    title: titled("Contact Us"),
    description: `Send us a message, call ${COMPANY.phone} or visit our Lagos office in Yaba. Open ${COMPANY.hours}.`,
  });
  const { office } = COMPANY;
  return (
    <>
      <PageBanner title="Contact Us">
        Questions about a shipment, a quote or your account? Write, call or visit us.
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-slate-900">
            Send Us a Message
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="office-title" className="rounded-xl bg-brand-50 p-8">
          <h2 id="office-title" className="text-2xl font-bold text-slate-900">
            Our Lagos Office
          </h2>
          <ul className="mt-6 space-y-5 text-slate-700">
            <li className="flex gap-3">
              <MapPinIcon className="mt-1 shrink-0 text-brand-700" />
              <address className="not-italic">
                {office.line1}
                <br />
                {office.line2}, {office.city}
                <br />
                {office.country}
              </address>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-1 shrink-0 text-brand-700" />
              <a href={COMPANY.phoneHref} className="font-semibold text-brand-700 underline">
                {COMPANY.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-1 shrink-0 text-brand-700" />
              <a href={`mailto:${COMPANY.email}`} className="font-semibold break-all text-brand-700 underline">
                {COMPANY.email}
              </a>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="mt-1 shrink-0 text-brand-700" />
              <span>{COMPANY.hours}</span>
            </li>
          </ul>
        </section>
      </div>
      <section aria-label="Map" className="mx-auto max-w-7xl px-6 pb-16">
        <OfficeMap />
      </section>
    </>
  );
}
