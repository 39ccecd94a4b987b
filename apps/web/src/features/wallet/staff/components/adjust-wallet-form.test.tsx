import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../../test/render";
import { AdjustWalletForm } from "./adjust-wallet-form";

/** A refused wallet credit takes keyboard focus to the first field to fix, in page order (WCAG 3.3.1). */
describe("the staff wallet credit and debit form", () => {
  it("takes focus to the amount when only the amount and reason are missing", async () => {
    const { user } = renderPage(<AdjustWalletForm customer={{ id: 7, name: "Ada Obi" }} />);
    await user.click(screen.getByText("Credit or debit Ada Obi's wallet"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const amount = screen.getByRole("textbox", { name: /Amount/ });
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(screen.getByRole("textbox", { name: /Reason/ }).getAttribute("aria-invalid")).toBe("true");
  });
});
