import { useCallback, useEffect, useRef, useState } from "react";

/** Focuses the first field marked invalid inside `root`, in page order (the field whose message a person reads first). */
export function focusFirstInvalid(root: ParentNode | null | undefined) {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The field messages of a form that checks its values itself (not useSchemaForm): `showErrors` puts them under the
 * fields and, when there is at least one, moves focus to the first invalid field once its message shows, as
 * useSchemaForm does (WCAG 3.3.1): a keyboard or screen-reader user pressing submit otherwise stays on the button,
 * not told which field to fix. Put `formRef` on the <form>.
 */
export function useFieldErrors<Errors extends Record<string, string | undefined>>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<{ errors: Partial<Errors>; refusals: number }>({ errors: {}, refusals: 0 });
  useEffect(() => {
    if (state.refusals > 0) focusFirstInvalid(formRef.current);
  }, [state.refusals]);
  const showErrors = useCallback((errors: Partial<Errors>) => {
    const refused = Object.values(errors).some(Boolean);
    setState((s) => ({ errors, refusals: refused ? s.refusals + 1 : s.refusals }));
  }, []);
  return { formRef, errors: state.errors, showErrors };
}
