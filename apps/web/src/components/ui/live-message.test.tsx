import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app-providers";
import { toastSuccess } from "../../lib/toast";
import { useFormMessage } from "./form";

/**
 * WCAG 4.1.3: several screen readers do not announce a status region that is inserted together with its text. A
 * form's success line and the toasts are put into live regions that were in the page, empty, before they arrived.
 */
function Messages() {
  const message = useFormMessage();
  return (
    <div className="space-y-4">
      {message.shown}
      <button type="button" onClick={() => message.succeed("Saved!")}>
        Save
      </button>
      <button type="button" onClick={() => message.fail("Could not save.")}>
        Fail
      </button>
    </div>
  );
}

describe("announced messages", () => {
  it("a form's success line goes into a status region that was already there, empty", async () => {
    const user = userEvent.setup();
    render(<Messages />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status")).toBe(status);
    expect(status.textContent).toBe("Saved!");

    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("alert").textContent).toBe("Could not save.");
    expect(status.textContent).toBe("");
    expect(screen.getByRole("status")).toBe(status);
  });

  it("the first toast goes into the Notifications region that was in the page before it", async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("");

    act(() => toastSuccess("Settings saved!"));
    expect(await within(region).findByText("Settings saved!")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Notifications" })).toBe(region);
  });
});
