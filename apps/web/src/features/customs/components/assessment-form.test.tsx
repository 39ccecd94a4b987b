import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../../test/render";
import { AssessmentForm } from "./assessment-form";

/** A refused correction takes keyboard focus to the field to fix, as every schema form does (WCAG 3.3.1). */
describe("the assessed duty form", () => {
  function renderCorrection() {
    const save = vi.fn(async () => ({ message: "Recorded." }));
    const view = renderPage(<AssessmentForm correcting label="Correct the assessed duty" save={save} />);
    return { ...view, save };
  }

  it("moves focus to the amount when nothing is filled in, then to the reason when only that is missing", async () => {
    const { user, save } = renderCorrection();
    await user.click(screen.getByRole("button", { name: "Record correction" }));
    const amount = screen.getByRole("textbox", { name: /Corrected assessed duty/ });
    await waitFor(() => expect(document.activeElement).toBe(amount));

    await user.type(amount, "125000");
    await user.click(screen.getByRole("button", { name: "Record correction" }));
    const reason = screen.getByRole("textbox", { name: /Reason for the correction/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(save).not.toHaveBeenCalled();
  });

  it("leaves focus where it is when the form is sent", async () => {
    const { user, save } = renderCorrection();
    await user.type(screen.getByRole("textbox", { name: /Corrected assessed duty/ }), "125000");
    await user.type(screen.getByRole("textbox", { name: /Reason for the correction/ }), "Customs revalued it");
    const button = screen.getByRole("button", { name: "Record correction" });
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(button);
  });
});
