import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useFormMessage } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { failureText, useHydrated } from "./form-parts";

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
  const message = useFormMessage();
  const ready = useHydrated();
  const form = useSchemaForm(schema, {
    defaultValues: empty as DefaultValues<T>,
    onSubmitStart: message.clear,
    submit: async (values) => {
      const result = await send(values);
      if (!result.success) return message.fail(texts.failed);
      message.succeed(texts.sent);
      form.reset(empty);
    },
    onFailure: (error) => message.fail(failureText(error)),
  });
  return { form, message, ready };
}
