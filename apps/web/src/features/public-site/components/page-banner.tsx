import type { ReactNode } from "react";
import { Link } from "../../../components/ui/link";

/** The title band of an inner public page, with a breadcrumb back home. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-brand-800 bg-[url(/images/hero-routes.svg)] bg-cover bg-center py-14 text-white">
      <div className="mx-auto max-w-7xl px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-200">
          <ol className="flex gap-2">
            <li>
              <Link to="/" className="underline hover:text-accent-500">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="mt-3 text-4xl font-extrabold">{title}</h1>
        {children && <div className="mt-3 max-w-2xl text-lg text-slate-100">{children}</div>}
      </div>
    </section>
  );
}

/** Readable long-form text (policies, about). */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-14 text-slate-700 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-4 [&_p]:leading-relaxed [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
