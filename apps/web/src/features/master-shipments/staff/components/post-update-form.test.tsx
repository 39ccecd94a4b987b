import { screen } from "@testing-library/react";
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
