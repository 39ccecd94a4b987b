import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { Field } from "./field";

type Props = { label: ReactNode; error?: string; hint?: ReactNode; wrapperClassName?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type"
>;

/** A password input with a show/hide toggle; the field stays a password field for password managers. */
export function PasswordField({ label, error, hint, wrapperClassName, required, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} required={required} className={wrapperClassName}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...props}
            type={visible ? "text" : "password"}
            className={`${control.className} pr-10`}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Hide password" : "Show password"}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500 hover:text-slate-800"
          >
            {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        </div>
      )}
    </Field>
  );
}
