import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/** Presses the button `name` by keyboard, as a keyboard user does: focuses it once it takes presses, then Enter. */
export async function pressByKeyboard({ user }: { user: UserEvent }, name: string) {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  button.focus();
  await user.keyboard("{Enter}");
}

/**
 * The focused element, once it is the message (a <p>) reading `text`, focusable by script only: not <body>, where a
 * button removed with its form leaves the focus (WCAG 2.4.3).
 */
export async function expectFocusOn(text: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.activeElement?.textContent).toBe(text));
  const message = document.activeElement as HTMLElement;
  expect(message.tagName).toBe("P");
  expect(message.tabIndex).toBe(-1);
  return message;
}
