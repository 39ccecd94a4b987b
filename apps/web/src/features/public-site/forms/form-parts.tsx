import { HONEYPOT_FIELD, VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../../lib/api";

export { useHydrated } from "../../../lib/use-hydrated";

/** Text of a failed visitor-form call: a rate-limit answer says why; otherwise the spec's generic message. */
export function failureText(error: unknown, fallback: string = VISITOR_TEXTS.callFailed): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return fallback;
}

/** Hidden from people (off-screen, no tab stop); bots that fill every field reveal themselves. */
export function Honeypot<T extends FieldValues>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...form.register(HONEYPOT_FIELD as Path<T>)}
      />
    </div>
  );
}
