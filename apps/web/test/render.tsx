import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, parsePath, RouterProvider } from "react-router";
import { AppProviders } from "../src/app-providers";

/**
 * Renders `page` as the app does inside a signed-in area: the data cache and the toaster (AppProviders) under a
 * router at `url` (matched by `path`, e.g. "/admin/shipments"; `state`: the navigation state a link passed). Returns Testing Library's queries, a user-event
 * session, the router (to read where the page went) and `toasts()`, the toasts shown so far.
 */
export function renderPage(
  page: ReactNode,
  { url = "/", path = "*", state }: { url?: string; path?: string; state?: unknown } = {},
) {
  const router = createMemoryRouter([{ path, element: <AppProviders>{page}</AppProviders> }], {
    initialEntries: [{ ...parsePath(url), state }],
  });
  // No pause between keystrokes: the tests stay fast, and nothing in the app depends on typing speed.
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router} />);
  const toasts = () => {
    const region = view.queryByRole("region", { name: "Notifications" });
    return region
      ? within(region)
          .queryAllByText(/./, { selector: "p" })
          .map((p) => p.textContent)
      : [];
  };
  return { ...view, user, router, toasts };
}

/**
 * The open modal dialog named `name`, once it takes clicks: Radix sets the page's body to pointer-events: none and
 * the dialog's content to auto a render later; user-event refuses a click that lands in between.
 */
export async function findOpenDialog(name: string, role: "dialog" | "alertdialog" = "dialog"): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => {
    if (dialog.style.pointerEvents !== "auto") throw new Error(`the dialog "${name}" does not take clicks yet`);
  });
  return dialog;
}
