import { COMPANY } from "@app/shared/core/company";

/** The text beside the estimate form (a static island): a person prices it, unlike the instant price below. */
export default function QuoteText() {
  return (
    <>
      <p className="font-semibold tracking-widest text-amber-800 uppercase">Option 1 · Ask our team</p>
      <h2 id="quote-title" className="mt-2 text-3xl font-bold text-slate-900">
        Request a Free Estimate
      </h2>
      <p className="mt-4 text-slate-600">
        Tell us what you are sending, from where and to where. A person on our team prices it and replies by e-mail
        within 24 hours, Monday to Friday, 09:00 to 18:00. Best for several items, pallets, or anything you cannot weigh
        yet.
      </p>
      <p className="mt-4 text-slate-600">
        Prefer to talk?{" "}
        <a href={COMPANY.phoneHref} className="font-semibold text-brand-700 underline">
          Call {COMPANY.phone}
        </a>
      </p>
    </>
  );
}
