import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/** The server's reasons of a screen's first load and of its 'Try again' (both refused with 429, never retried). */
export const FIRST_REASON = "Too many requests. Please wait a moment.";
export const SECOND_REASON = "Still too many requests.";

/** A fake answer refusing every call: FIRST_REASON the first time, SECOND_REASON after. */
export function refusedTwice() {
  let calls = 0;
  return () => ({ status: 429, body: { error: calls++ === 0 ? FIRST_REASON : SECOND_REASON } });
}

/** The screen says `title` and the first reason in an alert; its 'Try again' asks again, whose reason then shows. */
export async function expectLoadFailedThenTryAgain(user: UserEvent, title: string) {
  const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
  expect(alert.textContent).toContain(title);
  expect(alert.textContent).toContain(FIRST_REASON);
  await user.click(within(alert).getByRole("button", { name: "Try again" }));
  expect((await screen.findAllByText(SECOND_REASON, {}, { timeout: 3000 })).length).toBeGreaterThan(0);
}
