import type { ButtonHTMLAttributes, MouseEvent } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost" | "accent";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  accent: "bg-accent-500 text-slate-900 hover:bg-accent-600 disabled:bg-accent-500/60",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:opacity-60",
};

export function buttonClass(variant: Variant = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A button that waits while what it started is running: aria-disabled and aria-busy, and a press does nothing (a
 * submit button's click, Enter in a field included, sends nothing). It is not `disabled`: a disabled button loses
 * keyboard focus, which falls to <body>, and a keyboard user pressing it would have to find their place again
 * (WCAG 2.4.3). Pass the element's own onClick; `busy` false leaves the button as it is.
 */
export function busyButtonProps(busy: boolean, onClick: ButtonProps["onClick"]): ButtonProps {
  if (!busy) return { onClick };
  return {
    "aria-disabled": true,
    "aria-busy": true,
    onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  };
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  busy = false,
  onClick,
  ...props
}: ButtonProps & {
  variant?: Variant;
  /** Its action is running: the button waits but keeps focus (busyButtonProps), unlike `disabled`. */
  busy?: boolean;
}) {
  return (
    <button type={type} className={buttonClass(variant, className)} {...props} {...busyButtonProps(busy, onClick)} />
  );
}
