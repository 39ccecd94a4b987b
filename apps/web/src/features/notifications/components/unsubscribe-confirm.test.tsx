import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { UnsubscribeConfirm } from "./unsubscribe-confirm";

/** The page an unsubscribe link opens: nothing changes until the customer confirms. */
const LINK = "/api/notifications/unsubscribe";
const DONE =
  "You will no longer get notifications about invoices. You can turn them back on in your notification settings.";

describe("Unsubscribe", () => {
  it("turns the kind off only on confirming, then moves focus to what it says instead of losing it", async () => {
    const network = fakeNetwork()
      .on("GET", LINK, { body: { kind: "invoice", label: "Invoices", already_off: false } })
      .on("POST", LINK, { body: { kind: "invoice", label: "Invoices", already_off: false, message: DONE } });
    const view = renderPage(<UnsubscribeConfirm token="7.invoice.sig" />);
    const confirm = (await view.findByRole("button", { name: "Turn off invoices" })) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(network.requests("POST", LINK)).toHaveLength(0);

    await view.user.click(confirm);
    const heading = await view.findByRole("heading", { name: "You are unsubscribed" });
    expect(network.requests("POST", LINK)[0]?.body).toEqual({ token: "7.invoice.sig" });
    expect(view.getByText(DONE)).toBeTruthy();
    expect(document.activeElement).toBe(heading);
  });
});
