import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { adminSessionKey } from "../lib/session";
import { SideMenuLayout } from "./side-menu-layout";

/**
 * WCAG 2.4.11 (Focus Not Obscured): on a phone the open drawer lies over the page, so the keyboard must not move on
 * to controls under it while it stays open.
 */
function renderLayout() {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <QueryClientProvider client={new QueryClient()}>
          <SideMenuLayout
            header={null}
            homePath="/admin"
            items={[{ to: "/admin/staff", label: "Staff", icon: null }]}
            session={{ logout: { end: async () => undefined, key: adminSessionKey }, loginPath: "/admin/login" }}
          >
            <button type="button">Search</button>
          </SideMenuLayout>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe("the side menu drawer", () => {
  it("closes when Tab leaves it for the page under it, and stays open while focus is in it or the header", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const toggle = screen.getByRole("button", { name: "Close menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    // The header is not under the drawer: Tab from the button to the brand link keeps the drawer open.
    await user.tab();
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/start page/);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    screen.getByRole("link", { name: "Staff" }).focus();
    await user.tab(); // Logout
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.tab(); // the page's own Search button, under the drawer
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});
