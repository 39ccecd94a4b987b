import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import type { ArrayPath, FieldArray, FieldValues, UseFieldArrayReturn } from "react-hook-form";
import { Button } from "./button";

/** The usual fields of a row, as TextField props: how many (a whole number from 1). */
export const QUANTITY_INPUT = { required: true, type: "number", inputMode: "numeric", min: 1, step: 1 } as const;
/** ... and what one costs or is worth (more than 0, in cents). */
export const UNIT_AMOUNT_INPUT = {
  required: true,
  type: "number",
  inputMode: "decimal",
  min: 0.01,
  step: 0.01,
} as const;

interface RepeatingRowsProps<T extends FieldValues, N extends ArrayPath<T>> {
  /** The list's field array: `useFieldArray({ control: form.control, name })` of the form that owns it. */
  rows: UseFieldArrayReturn<T, N>;
  legend: string;
  /** A row's name in its remove button's label: 'product' → 'Remove product 2'. */
  noun: string;
  /** The values of a row added by the add button. */
  newRow: () => FieldArray<T, N>;
  addLabel: string;
  /** The list's own message (e.g. 'Add at least one item.'), shown above the rows. */
  error?: string;
  /** A row's heading from its number ('Product 2'); without one the remove button sits below the row's fields. */
  heading?: (n: number) => string;
  /** The grid classes of a row's fields. */
  gridClassName: string;
  /** The test id of row `index`. */
  testId: (index: number) => string;
  /** Text between the legend and the rows. */
  intro?: ReactNode;
  /** Beside the add button, e.g. a running total. */
  aside?: ReactNode;
  /** Called with a row's id before it is removed (to drop what the form keeps beside it, e.g. a chosen photo). */
  onRemove?: (rowId: string) => void;
  /** The fields of row `index` (register them as `<name>.${index}.<field>`). */
  children: (index: number, rowId: string) => ReactNode;
}

/**
 * A form's repeating rows (products, declaration items...): a fieldset with one bordered row per entry, a remove
 * button on each while there is more than one, and an add button. The caller keeps its fields and their messages.
 */
export function RepeatingRows<T extends FieldValues, N extends ArrayPath<T>>({
  rows,
  legend,
  noun,
  newRow,
  addLabel,
  error,
  heading,
  gridClassName,
  testId,
  intro,
  aside,
  onRemove,
  children,
}: RepeatingRowsProps<T, N>) {
  const { fields, append, remove } = rows;
  const id = useId();
  // The add button takes the focus from a removed row's button, which leaves the page (it would fall to <body>).
  const addArea = useRef<HTMLDivElement>(null);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {intro}
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
      {fields.map((field, i) => {
        const n = i + 1;
        const removeButton = fields.length > 1 && (
          <Button
            variant="ghost"
            onClick={() => {
              onRemove?.(field.id);
              remove(i);
              addArea.current?.querySelector("button")?.focus();
            }}
            aria-label={`Remove ${noun} ${n}`}
          >
            <Trash2 size={16} aria-hidden /> Remove
          </Button>
        );
        return (
          // Each row is a group named by its heading ('Item 2'; without one 'item 2'), so a screen reader says which
          // row's 'Length' or 'Quantity' this is: every row's fields have the same labels.
          <div
            key={field.id}
            className="rounded-md border border-slate-200 p-4"
            data-testid={testId(i)}
            role="group"
            aria-labelledby={heading ? `${id}-${field.id}` : undefined}
            aria-label={heading ? undefined : `${noun} ${n}`}
          >
            {heading && (
              <div className="mb-3 flex items-center justify-between">
                <h2 id={`${id}-${field.id}`} className="font-semibold text-slate-800">
                  {heading(n)}
                </h2>
                {removeButton}
              </div>
            )}
            <div className={gridClassName}>{children(i, field.id)}</div>
            {!heading && removeButton && <div className="mt-3">{removeButton}</div>}
          </div>
        );
      })}
      <div ref={addArea} className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => append(newRow())}>
          <Plus size={16} aria-hidden /> {addLabel}
        </Button>
        {aside}
      </div>
    </fieldset>
  );
}
