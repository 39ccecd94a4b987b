import type { ReactNode } from "react";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}>{children}</section>
  );
}

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A loading line in a status region of its own, inserted while something loads (settled pages have none). */
export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" className={SPINNER_LINE}>
      <SpinnerRing />
      {label}
    </div>
  );
}

/** The same line without a region of its own: for a status region that stays in the page to say the outcome. */
export function SpinnerLine({ label }: { label: string }) {
  return (
    <p className={SPINNER_LINE}>
      <SpinnerRing />
      {label}
    </p>
  );
}

const SPINNER_LINE = "flex items-center gap-2 py-6 text-sm text-slate-600";

function SpinnerRing() {
  return (
    <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
  );
}

export function EmptyState({ children = "No record to display." }: { children?: ReactNode }) {
  return <p className="py-8 text-center text-sm text-slate-500">{children}</p>;
}
