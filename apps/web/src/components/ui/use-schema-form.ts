import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, useEffect, useRef } from "react";
import { type FieldValues, type Path, type UseFormProps, type UseFormSetError, useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../lib/api";
import { focusFirstInvalid } from "../../lib/use-field-errors";

export interface SchemaFormOptions<In extends FieldValues, Out>
  extends Omit<UseFormProps<In, unknown, Out>, "resolver"> {
  /** Sends the valid values. A throw is a failure: its per-field messages land under the fields, then `onFailure`. */
  submit: (values: Out) => unknown;
  /** Runs at every submit before the fields are checked (e.g. to take away the earlier outcome message). */
  onSubmitStart?: () => void;
  /** What else a failure shows: a toast, an inline message (nothing by default). */
  onFailure?: (error: unknown) => void;
  /** Server field messages the form shows itself, by field name (e.g. `images`, beside a file input). */
  fieldErrorHandlers?: Record<string, (message: string) => void>;
}

/**
 * Every form's setup in one place: the shared zod schema validates in the browser (the same messages as the API),
 * `onSubmit` sends the values with `submit`, a failure's field messages from the server (ApiError.fields) land
 * under their fields, and `pending` is true while the submit runs. Render it with <Form> and <SubmitButton> (./form).
 * A submit the schema refuses focuses the first invalid field in page order once its message shows (react-hook-form
 * would focus the first in registration order, which a form's child components change).
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  options: SchemaFormOptions<In, Out>,
) {
  const { submit, onSubmitStart, onFailure, fieldErrorHandlers, ...formOptions } = options;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    ...formOptions,
    shouldFocusError: false,
  });
  const refusedForm = useRef<Element | null>(null);
  const checkAndSubmit = form.handleSubmit(
    async (values) => {
      try {
        await submit(values);
      } catch (error) {
        placeServerFieldErrors(error, form.setError, fieldErrorHandlers);
        onFailure?.(error);
      }
    },
    (_errors, event) => {
      // (No DOM where the form is only rendered to text: the target is then no element.)
      const target: unknown = event?.target;
      refusedForm.current = typeof Element !== "undefined" && target instanceof Element ? target : null;
    },
  );
  const { submitCount } = form.formState;
  // After the render that shows the refused submit's messages: the one that counts the submit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit (submitCount).
  useEffect(() => {
    const refused = refusedForm.current;
    refusedForm.current = null;
    focusFirstInvalid(refused);
  }, [submitCount]);
  const onSubmit = (event?: BaseSyntheticEvent) => {
    onSubmitStart?.();
    return checkAndSubmit(event);
  };
  return { ...form, onSubmit, pending: form.formState.isSubmitting };
}

/** Puts the server's per-field messages (e.g. 'An account with this email already exists.') under the fields. */
export function placeServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  handlers: Record<string, (message: string) => void> = {},
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (handler) handler(message);
    else setError(name as Path<T>, { type: "server", message });
  }
}
