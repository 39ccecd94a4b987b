import {
  type ButtonHTMLAttributes,
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  useContext,
  useState,
} from "react";
import { useFocusWhenShown } from "../../lib/use-focus-when-shown";
import { useHydrated } from "../../lib/use-hydrated";
import { Button, busyButtonProps } from "./button";
import { LiveMessage, type Note } from "./field";

const PendingContext = createContext(false);

/**
 * Every <form> of the app: the browser's own validation off (the schema's messages show instead) and the pending
 * state handed to its <SubmitButton>. Posted, never sent as a query, should the browser ever submit it itself. `form` is a useSchemaForm, or for a form without one (a search box, the
 * tracking lookup that loads its schema late) just its submit handler and pending state. Kept free of zod and
 * react-hook-form, so a public page can use it without loading them.
 */
export function Form({
  form,
  children,
  ...props
}: {
  form: { onSubmit?: FormHTMLAttributes<HTMLFormElement>["onSubmit"]; pending: boolean };
  children?: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit">) {
  return (
    <form noValidate method="post" onSubmit={form.pending ? ignoreSubmit : form.onSubmit} {...props}>
      <PendingContext value={form.pending}>{children}</PendingContext>
    </form>
  );
}

/** A submit while the form is still sending the last one: nothing is sent twice. */
const ignoreSubmit = (event: { preventDefault: () => void }) => event.preventDefault();

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** The label while the form is sending, e.g. 'Submitting...'. */
  busyLabel: string;
  variant?: Parameters<typeof Button>[0]["variant"];
  /** Styled by `className` alone (the public site's own buttons) instead of the app's button look. */
  bare?: boolean;
};

/**
 * The submit button of a <Form>: showing `busyLabel` while the form is sending, and waiting without losing keyboard
 * focus (aria-disabled, see busyButtonProps): a disabled button would drop the focus of whoever pressed it to <body>.
 * Before hydration, and when `disabled`, it is disabled.
 */
export function SubmitButton({
  busyLabel,
  children,
  disabled,
  bare = false,
  variant,
  onClick,
  ...props
}: SubmitButtonProps) {
  const pending = useContext(PendingContext);
  // Until hydrated, the app does not handle the submit yet: the browser's own would send the fields in the URL.
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  const content = pending ? busyLabel : children;
  if (bare)
    return (
      <button type="submit" disabled={off} {...props} {...busyButtonProps(pending, onClick)}>
        {content}
      </button>
    );
  return (
    <Button type="submit" variant={variant} disabled={off} busy={pending} onClick={onClick} {...props}>
      {content}
    </Button>
  );
}

type FormNote = Note & { text: string };

/**
 * A form's own success or error line, for pages without the toast host (public pages, log-in, reset, setup):
 * `shown` is the message's live regions, always rendered (empty when there is none, see LiveMessage); forms clear it
 * when a new submit starts.
 */
export function useFormMessage(
  initial: FormNote | null = null,
  {
    focusSuccess = false,
  }: {
    /** The success replaces the form (reset, setup): its line takes focus when it appears (useFocusWhenShown). */
    focusSuccess?: boolean;
  } = {},
) {
  const [note, setNote] = useState(initial);
  // The note itself, not a boolean: each new success takes focus, even one that replaced the last within a render.
  const successRef = useFocusWhenShown<HTMLParagraphElement>(focusSuccess && note?.kind === "success" ? note : null);
  return {
    note,
    shown: <LiveMessage note={note} successRef={focusSuccess ? successRef : undefined} />,
    clear: () => setNote(null),
    succeed: (text: string) => setNote({ kind: "success", text }),
    fail: (text: string) => setNote({ kind: "error", text }),
  };
}
