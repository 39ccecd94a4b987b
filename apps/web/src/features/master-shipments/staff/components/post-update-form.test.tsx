import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../../../test/render";
import { MASTER_TEXTS } from "../master-texts";
import { PostUpdateForm } from "./post-update-form";

const audience = { milestones: { notified: 2, opted_out: 0 }, delays: { notified: 2, opted_out: 0 } };

/** Post update on a master: a delay notice is offered until the master is delivered (the server refuses it after). */
describe("the kinds of update offered", () => {
  it("offers a milestone and a delay notice on a master not yet delivered", () => {
    renderPage(<PostUpdateForm shipmentsCount={3} audience={audience} onPost={vi.fn()} />);
    expect(screen.getByRole("radio", { name: "Milestone" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Delay notice" })).toBeTruthy();
    expect(screen.queryByText(MASTER_TEXTS.noDelayAfterDelivery)).toBeNull();
  });

  it("offers only a milestone on a delivered master, and says why", () => {
    renderPage(<PostUpdateForm shipmentsCount={3} audience={audience} delivered onPost={vi.fn()} />);
    expect(screen.getByRole("radio", { name: "Milestone" })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: "Delay notice" })).toBeNull();
    expect(screen.getByText(MASTER_TEXTS.noDelayAfterDelivery)).toBeTruthy();
  });
});

/**
 * An update's message goes to every customer on the master, whatever its status: a note written for one customer
 * ('Ada still owes her duty') reached all of them. The field says so, in the assessed-duty form's words.
 */
describe("the message to customers", () => {
  const EVERY_CUSTOMER = "Every customer on this master receives this note — do not name a customer.";
  const description = (field: HTMLElement) =>
    document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? "";

  it("says beside a customs hold for unpaid duties' message that every customer receives it", async () => {
    const view = renderPage(<PostUpdateForm shipmentsCount={3} audience={audience} onPost={vi.fn()} />);
    await view.user.selectOptions(view.getByRole("combobox", { name: /Milestone/ }), "in_customs");
    await view.user.selectOptions(await view.findByRole("combobox", { name: /Customs reason/ }), "duties_unpaid");
    const note = view.getByRole("textbox", { name: "Message to customers" });
    expect(description(note)).toContain(EVERY_CUSTOMER);
    expect(MASTER_TEXTS.noteToEveryCustomer).toBe(EVERY_CUSTOMER);
  });

  it("says it beside a delay's reason too", async () => {
    const view = renderPage(<PostUpdateForm shipmentsCount={3} audience={audience} onPost={vi.fn()} />);
    await view.user.click(view.getByRole("radio", { name: "Delay notice" }));
    expect(description(await view.findByRole("textbox", { name: /Reason for the delay/ }))).toContain(EVERY_CUSTOMER);
  });
});

/**
 * WCAG 2.4.3: the confirmation opened from the keyboard and closed (Esc, or Cancel) without posting hands focus back
 * to 'Post update', where the keyboard user was; it fell to <body>.
 */
describe("the confirmation before posting, by keyboard", () => {
  it("gives focus back to 'Post update' when it is closed, without posting (Esc) or after posting", async () => {
    const posted = { update: { shipments_count: 3, notified_count: 2, opted_out_count: 0 } };
    const view = renderPage(
      <PostUpdateForm shipmentsCount={3} audience={audience} onPost={vi.fn().mockResolvedValue(posted)} />,
    );
    const post = view.getByRole("button", { name: "Post update" });
    const confirmByKeyboard = async () => {
      await view.user.selectOptions(view.getByRole("combobox", { name: /Milestone/ }), "departed_origin");
      post.focus();
      await view.user.keyboard("{Enter}");
      const dialog = await view.findByRole("alertdialog", { name: "Post 'Departed origin'?" });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      return dialog;
    };
    await confirmByKeyboard();
    await view.user.keyboard("{Escape}");
    await waitFor(() => expect(view.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(post);

    const dialog = await confirmByKeyboard();
    within(dialog).getByRole("button", { name: "Post and notify" }).focus();
    await view.user.keyboard("{Enter}");
    await waitFor(() =>
      expect(view.toasts()).toContain("Departed origin posted on 3 shipments; 2 customers notified."),
    );
    await waitFor(() => expect(view.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(post);
  });
});
