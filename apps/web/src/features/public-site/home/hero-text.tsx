import { COMPANY } from "@app/shared/core/company";
import { Link } from "../../../components/ui/link";

/** Static content of the hero (a static island: prerendered, not hydrated). */
export default function HeroText() {
  return (
    <div>
      <p className="font-semibold tracking-widest text-accent-500 uppercase">Welcome to {COMPANY.name}</p>
      <h1 className="mt-4 text-4xl leading-tight font-extrabold sm:text-5xl lg:text-6xl">
        A TRULY GLOBAL SERVICE PROVIDER
      </h1>
      <p className="mt-5 text-xl text-slate-100">We make your cargo transport simple</p>
      <p className="mt-3 max-w-xl text-slate-200">
        Air cargo, sea freight, import and export, domestic delivery and warehousing between the USA, the UK, China and
        Nigeria, handled by one team from pickup to doorstep.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <a href="#quote" className="rounded-full bg-accent-500 px-7 py-3 font-bold text-slate-900 hover:bg-accent-600">
          Get Quote
        </a>
        <Link
          to="/track-package"
          className="rounded-full border-2 border-white px-7 py-3 font-bold text-white hover:bg-white hover:text-brand-800"
        >
          Track a Package
        </Link>
      </div>
    </div>
  );
}
