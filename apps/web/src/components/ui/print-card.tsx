import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "./button";

/** A printable detail card: Go Back and Print above it; printing shows only the card. */
export function PrintCard({ children, backTo }: { children: ReactNode; backTo?: string }) {
  const navigate = useNavigate();
  return (
    <div>
      <div className="no-print mb-4 flex gap-2">
        <Button variant="secondary" onClick={() => (backTo ? navigate(backTo) : navigate(-1))}>
          Go Back
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <article className="print-card rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</article>
    </div>
  );
}

/** Label/value pairs inside a detail card. */
export function DetailList({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-slate-900">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
