import { IMAGE_RULES } from "@app/shared/core/form-values";
import { useRef, useState } from "react";
import { Field } from "./field";

/**
 * The optional images of a form (a ticket, a shop-for-me request): the chosen files are checked at once with the
 * server's rules and again before sending; the server's own `images` message lands here too (setError).
 */
export function useImagesField(problemOf: (files: File[]) => string | undefined) {
  const input = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  return {
    images,
    error,
    setError,
    input,
    choose: (files: File[]) => {
      setImages(files);
      setError(problemOf(files));
    },
    /** Checks the chosen images again: false, with the message shown, when they may not be sent. */
    check: () => {
      const problem = problemOf(images);
      setError(problem);
      return !problem;
    },
    /** Empties the field after a successful send (a file input cannot be reset through its value prop). */
    clear: () => {
      setImages([]);
      if (input.current) input.current.value = "";
    },
  };
}

export function ImagesField({
  field,
  label = "Images (optional)",
  hint = "JPEG, PNG, GIF or WebP; up to 10 images of 5 MB each.",
  name = "images",
  multiple = true,
}: {
  field: ReturnType<typeof useImagesField>;
  label?: string;
  hint?: string;
  name?: string;
  multiple?: boolean;
}) {
  return (
    <Field label={label} error={field.error} hint={hint}>
      {(control) => (
        <input
          {...control}
          ref={field.input}
          type="file"
          name={name}
          accept={IMAGE_RULES.accept}
          multiple={multiple}
          onChange={(e) => field.choose(Array.from(e.target.files ?? []))}
        />
      )}
    </Field>
  );
}
