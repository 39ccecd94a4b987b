import { render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../src/app-providers";

/**
 * Renders `page` as the app does inside a signed-in area: the data cache and the toaster (AppProviders) under a
 * router at `url` (matched by `path`, e.g. "/admin/shipments"). Returns Testing Library's queries, a user-event
 * session, the router (to read where the page went) and `toasts()`, the toasts shown so far.
 */
export function renderPage(page: ReactNode, { url = "/", path = "*" }: { url?: string; path?: string } = {}) {
  const router = createMemoryRouter([{ path, element: <AppProviders>{page}</AppProviders> }], {
    initialEntries: [url],
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
