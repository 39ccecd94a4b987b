/**
 * Carries what a visitor typed into a prerendered form over to the live form that replaces it. Loaded with
 * the form's own code (not with the page), so the public pages' first load stays small.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type Typed = Array<{ name: string; value: string; checked: boolean }>;
const FIELDS = "input[name], textarea[name], select[name]";

/** What the visitor typed or chose in the prerendered fields, before the live part replaces them. */
export function typedInto(root: HTMLElement | null): Typed {
  if (!root) return [];
  return [...root.querySelectorAll<Field>(FIELDS)].map((field) => ({
    name: field.name,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
}

/**
 * Writes it into the live fields the way typing would (the native setter, then input and change events), so
 * the form's own state (react-hook-form listens to those events) holds it too.
 */
export function restoreTyped(root: HTMLElement | null, typed: Typed) {
  if (!root) return;
  for (const { name, value, checked } of typed) {
    for (const field of root.querySelectorAll<Field>(`[name="${CSS.escape(name)}"]`)) {
      if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
        if (field.value !== value || field.checked === checked) continue;
        field.click();
        continue;
      }
      if (!value || field.value === value) continue;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}
