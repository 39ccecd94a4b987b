import { type ReactNode, useId } from "react";

/** The frame of the log-in, sign-up and password-reset pages inside the public layout. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-12 sm:py-16">
      <section
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id={titleId} className="text-2xl font-bold text-brand-700">
          {title}
        </h1>
        {intro && <p className="mt-2 text-sm text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 space-y-2 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}

export const authLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";
