import { type CustomerMatch, STAFF_CUSTOMER_TEXTS as TEXTS } from "@app/shared/customers/staff";
import { staffCustomersContract } from "@app/shared/customers/staff.contract";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "../../lib/api";
import { call } from "../../lib/client";
import { Field } from "../ui/field";

const SEARCH_DELAY_MS = 200;

/** What the picker shows for a chosen customer. */
export const customerLabel = (c: CustomerMatch) => `${c.name} · ${c.email_address} · ${c.suite_number}`;

interface Props {
  label: string;
  /** The text in the box: what staff type, or `textOf(customer)` once one is chosen. */
  text: string;
  onText: (text: string) => void;
  onPick: (customer: CustomerMatch) => void;
  /** The box's text once a customer is picked (default: name, e-mail and suite number). */
  textOf?: (customer: CustomerMatch) => string;
  error?: string;
  hint?: string;
  required?: boolean;
  wrapperClassName?: string;
}

/**
 * A customer typeahead (the ARIA combobox pattern): typing searches customers by name, e-mail or suite number;
 * Up/Down move through the matches, Enter picks one, Esc closes the list; a click picks one too.
 */
export function CustomerPicker({
  label,
  text,
  onText,
  onPick,
  textOf = customerLabel,
  error,
  hint = TEXTS.pickerHint,
  required,
  wrapperClassName,
}: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [matches, setMatches] = useState<CustomerMatch[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "failed">("idle");
  const [failure, setFailure] = useState("");
  /** The text the matches were asked for; a pick sets it too, so picking does not search again. */
  const searched = useRef(text);

  useEffect(() => {
    const q = text.trim();
    if (q === searched.current.trim()) return;
    if (!q) {
      searched.current = text;
      setMatches([]);
      setStatus("idle");
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      setStatus("loading");
      try {
        const answer = await call(staffCustomersContract.search, { query: { q } }, { fallback: TEXTS.pickerFailed });
        if (cancelled) return;
        searched.current = text;
        setMatches(answer.customers);
        setActive(answer.customers.length > 0 ? 0 : -1);
        setStatus("done");
      } catch (caught) {
        if (cancelled) return;
        setFailure(errorMessage(caught, TEXTS.pickerFailed));
        setStatus("failed");
      }
    }, SEARCH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text]);

  const pick = (customer: CustomerMatch) => {
    const shown = textOf(customer);
    searched.current = shown;
    onText(shown);
    onPick(customer);
    setOpen(false);
    setMatches([]);
    setActive(-1);
    setStatus("idle");
  };

  const showList = open && status !== "idle";
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === "Enter" && showList && matches[active]) {
      event.preventDefault();
      pick(matches[active]!);
    } else if (event.key === "Escape" && showList) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <Field label={label} error={error} hint={hint} required={required} className={`relative ${wrapperClassName ?? ""}`}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && matches[active] ? optionId(active) : undefined}
            value={text}
            onChange={(event) => {
              onText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <div
            id={listId}
            role="listbox"
            aria-label="Matching customers"
            hidden={!showList || matches.length === 0}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {matches.map((customer, index) => (
              <div
                key={customer.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Picks before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(customer);
                }}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-3 py-2 ${index === active ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
              >
                <span className="font-medium">{customer.name}</span>{" "}
                <span className="text-slate-600">
                  {customer.email_address} · {customer.suite_number}
                </span>
              </div>
            ))}
          </div>
          {/* Its line is kept when empty: a message vanishing on blur would move what is below under the pointer. */}
          <p role="status" className="min-h-4 text-xs text-slate-500">
            {showList && status === "loading" ? "Searching..." : ""}
            {showList && status === "done" && matches.length === 0 ? TEXTS.pickerEmpty : ""}
            {showList && status === "failed" ? failure : ""}
          </p>
        </>
      )}
    </Field>
  );
}
