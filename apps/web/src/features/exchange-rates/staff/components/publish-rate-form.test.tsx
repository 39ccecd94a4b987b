import type { ExchangeRate } from "@app/shared/exchange-rates/exchange-rates";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { PublishRateForm } from "./publish-rate-form";

/**
 * WCAG 2.4.3: "Publish rate", pressed by keyboard, keeps the focus while the rate is sent. It used to become disabled,
 * which took the focus away from it (to <body>): the keyboard user had to find their place again. It now waits with
 * aria-disabled (SubmitButton), and a second Enter while it waits sends nothing.
 */
const PUBLISH = "/api/admin/exchange-rates";
const published: ExchangeRate = {
  id: 7,
  kind: "payment",
  currency: "USD",
  rate: "1605.25",
  effective_at: "2026-12-02T09:00:00Z",
  source: "manual",
  note: null,
  published_by: "Ada Owner",
  created_at: "2026-12-02T09:00:00Z",
};

describe("publishing a rate by keyboard", () => {
  it("keeps the focus on the button while the rate is sent, and sends it once", async () => {
    const answer = deferred();
    const network = fakeNetwork().on("POST", PUBLISH, () => answer.promise);
    const { user, toasts } = renderPage(<PublishRateForm />);
    await user.type(screen.getByLabelText(/Naira per unit/), "1605.25");
    await user.tab();
    await user.tab();
    await user.tab();
    const button = screen.getByRole("button", { name: "Publish rate" });
    expect(document.activeElement).toBe(button);

    await user.keyboard("{Enter}");
    const busy = await screen.findByRole("button", { name: "Publishing..." });
    expect(busy).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    // Pressed again while it waits: nothing more is sent.
    await user.keyboard("{Enter}");
    expect(network.requests("POST", PUBLISH)).toHaveLength(1);

    answer.resolve({ status: 201, body: { message: "Rate published!", rate: published } });
    await waitFor(() => expect(toasts().some((text) => text?.startsWith("Rate published!"))).toBe(true));
    expect(button.textContent).toBe("Publish rate");
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(network.requests("POST", PUBLISH)).toHaveLength(1);
  });
});
