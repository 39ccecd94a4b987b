import type { FormEvent } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { zodResolver } from "../../../lib/zod-resolver";
import { applyServerFieldErrors, failureText, useHydrated, useOutcome } from "./form-parts";

/**
 * One visitor form (contact, enquiry, estimate): validated by its shared schema, sent with `send`.
 * Each submit clears the earlier message; success shows `texts.sent` and empties the form; a refusal shows
 * `texts.failed`; a failed call shows why (a rate limit) or the spec's generic text, with field errors under
 * their fields.
 */
export function useVisitorForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  empty: T,
  send: (values: T) => Promise<{ success: boolean }>,
  texts: { sent: string; failed: string },
) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: empty as DefaultValues<T> });
  const { outcome, clear, succeed, fail } = useOutcome();
  const ready = useHydrated();
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await send(values);
      if (!result.success) return fail(texts.failed);
      succeed(texts.sent);
      form.reset(empty);
    } catch (error) {
      applyServerFieldErrors(form, error);
      fail(failureText(error));
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clear();
    void submit(event);
  };
  return { form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, outcome, ready, onSubmit };
}
