import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

const CONTROL =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500";

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
}

/** A label, its control and the validation message under it (linked for screen readers). */
export function Field({ label, error, hint, required, className = "", children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && <span className="text-red-600"> *</span>}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": error || hint ? messageId : undefined,
        className: CONTROL,
      })}
      {error ? (
        <p id={messageId} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode; wrapperClassName?: string };

export function TextField({
  label,
  error,
  hint,
  wrapperClassName,
  required,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={wrapperClassName}>
      {(control) => <input {...control} {...props} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  wrapperClassName,
  required,
  children,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={wrapperClassName}>
      {(control) => (
        <select {...control} {...props}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  wrapperClassName,
  required,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={wrapperClassName}>
      {(control) => <textarea rows={4} {...control} {...props} />}
    </Field>
  );
}

const NOTE_CLASS = { success: "bg-green-50 text-green-800", error: "bg-red-50 text-red-700" } as const;

/** A message that a form's result moves focus to (useFocusWhenShown): focusable by script, not by Tab. */
const focusTarget = (focusRef: Ref<HTMLParagraphElement> | undefined) =>
  focusRef ? { ref: focusRef, tabIndex: -1 } : {};

/**
 * Success or error text that is on screen from the page's first paint (a load failure, a due date): not announced.
 * `focusRef` (useFocusWhenShown) for a message that replaced a form: it takes focus when it appears.
 */
export function FormMessage({
  kind,
  children,
  focusRef,
}: {
  kind: "success" | "error";
  children: ReactNode;
  focusRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-md px-3 py-2 text-sm outline-none ${NOTE_CLASS[kind]}`}
      {...focusTarget(focusRef)}
    >
      {children}
    </p>
  );
}

export type Note = { kind: "success" | "error"; text: ReactNode };

/**
 * A status region that is in the page before what it says: several screen readers do not announce a status region
 * inserted together with its text (WCAG 4.1.3), so it is rendered empty and its message put into it later. Empty, it
 * is taken out of the flow (no gap in a spaced layout).
 */
export function StatusRegion({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className="empty:absolute">
      {children}
    </div>
  );
}

/**
 * A form's or an action's success or error line that screen readers announce (the spec's inline messages). The
 * success line goes into a StatusRegion, always in the page and empty until then. An error stays an alert inserted
 * with its text (browsers raise an alert event for a new alert), so a form's field errors and its own error are not two alerts, one of them empty.
 */
export function LiveMessage({
  note,
  successRef,
}: {
  note: Note | null | undefined;
  /** The success line takes focus when it appears (useFocusWhenShown): it replaced the form. */
  successRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <>
      <StatusRegion>
        {note?.kind === "success" && (
          <p className={`rounded-md px-3 py-2 text-sm outline-none ${NOTE_CLASS.success}`} {...focusTarget(successRef)}>
            {note.text}
          </p>
        )}
      </StatusRegion>
      {note?.kind === "error" && <FormMessage kind="error">{note.text}</FormMessage>}
    </>
  );
}
