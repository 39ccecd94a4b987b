import { useEffect, useRef } from "react";

/**
 * A form that gives way to its result (a confirmation, a new password, the first owner): the button just pressed
 * goes with the form, and keyboard focus falls to <body>, so a keyboard or screen-reader user is left at the top of
 * the page, not told what happened (WCAG 2.4.3). Put the returned ref on the result's heading or message, made
 * focusable with tabIndex={-1}: it takes focus each time `shown` turns true, so the result is read and Tab goes on
 * from it. `shown` is true only for a result that replaced the form, not for one the page opened with. A form of
 * several steps passes each step's result object instead: a new result takes focus even when it replaced the last
 * one within a render (the line never went empty in between).
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: boolean | object | null | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
