import { Link } from "../../components/ui/link";
import { PageBanner } from "../../features/public-site/components/page-banner";
import { FAQ_ITEMS } from "../../features/public-site/content/faq";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

export default function FaqPage() {
  usePageMeta({
    title: titled("Frequently Asked Questions"),
    description:
      "Answers on shipping times, tracking, insurance, costs, storage, refunds, payment options and how to reach us.",
  });
  return (
    <>
      <PageBanner title="Frequently Asked Questions">
        Quick answers about our services, delivery times, payment and more.
      </PageBanner>
      <section aria-label="Questions and answers" className="mx-auto max-w-3xl px-6 py-14">
        {/* Native disclosure widgets sharing one name: an accordion that works before any script runs. */}
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ_ITEMS.map(({ question, answer }, i) => (
            <details key={question} name="faq" open={i === 0} className="group print-open">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                <h2 className="text-base">{question}</h2>
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <div className="px-5 pb-5 text-slate-700">
                {answer.map((paragraph) => (
                  <p key={paragraph} className="mt-2">
                    {paragraph}
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
        <p className="mt-10 text-slate-700">
          Still have a question?{" "}
          <Link to="/contact-us" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>
          .
        </p>
      </section>
    </>
  );
}
