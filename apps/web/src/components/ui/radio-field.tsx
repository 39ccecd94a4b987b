import { type InputHTMLAttributes, useId } from "react";

interface RadioFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  required?: boolean;
}

/**
 * A labelled group of radio buttons with its validation message (linked for screen readers).
 * Spread react-hook-form's `register(name)` into it: every radio shares the registration.
 */
export function RadioField({ legend, options, error, required, className = "", ...input }: RadioFieldProps) {
  const id = useId();
  return (
    <fieldset className={`space-y-1 ${className}`} aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="block text-sm font-medium text-slate-700">
        {legend}
        {required && <span className="text-red-600"> *</span>}
      </legend>
      <div className="flex flex-wrap gap-5 pt-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={option.value} className="h-4 w-4 accent-brand-700" {...input} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-message`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
