import { FAILED_MAIL_TEXTS, type FailedMail } from "@app/shared/outbox/staff";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { ownerAdmin } from "../../../test/staff";
import { RequireAdmin } from "../../lib/admin-session";
import FailedMailPage from "./failed-mail";

/** The failed e-mails page against a faked API: "Send all again" queues every failed message and reloads the list. */
const LIST = "/api/admin/mail/failed";
const failed = (id: number): FailedMail => ({
  id,
  channel: "email",
  to: `customer${id}@example.com`,
  subject: `Your invoice ${id}`,
  attempts: 12,
  error: "connect ETIMEDOUT",
  created_at: "2026-11-30T10:00:00Z",
});
const page = (mail: FailedMail[]) => ({
  body: { mail, pagination: { page: 1, pageSize: 20, total: mail.length, totalPages: 1, totalIsCapped: false } },
});

describe("the failed e-mails page", () => {
  it("sends every failed message again with one button, says how many, and shows the emptied list", async () => {
    const network = fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", LIST, page([failed(1), failed(2)]));
    const { user, toasts, findByText } = renderPage(
      <RequireAdmin>
        <FailedMailPage />
      </RequireAdmin>,
      { url: "/admin/failed-mail", path: "/admin/failed-mail" },
    );
    await findByText("Your invoice 2");
    const message = FAILED_MAIL_TEXTS.allResent(2, 0, 0);
    network
      .on("POST", "/api/admin/mail/failed/resend", { body: { message, mail: 2, messages: 0 } })
      .on("GET", LIST, page([]));
    await user.click(screen.getByRole("button", { name: FAILED_MAIL_TEXTS.resendAll }));
    await findByText(FAILED_MAIL_TEXTS.empty);
    expect(network.requests("POST", "/api/admin/mail/failed/resend")).toHaveLength(1);
    await waitFor(() => expect(toasts()).toContain(message));
    // Nothing left to send: the button is gone.
    expect(screen.queryByRole("button", { name: FAILED_MAIL_TEXTS.resendAll })).toBeNull();
  });
});
