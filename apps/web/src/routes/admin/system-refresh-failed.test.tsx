import type { SystemStatus } from "@app/shared/system/staff";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { FIRST_REASON } from "../../../test/load-failed";
import { renderPage } from "../../../test/render";
import { ownerAdmin } from "../../../test/staff";
import { formatMoment } from "../../features/system/staff/components/figures";
import { RequireAdmin } from "../../lib/admin-session";
import { queryClient } from "../../lib/query-client";
import AdminSystemPage from "./system";

/**
 * The system page reloads its figures every few seconds. When a reload fails the figures stay, but no longer
 * silently: an alert says the refresh failed and since when the figures are those of the last successful load,
 * with the reason and 'Try again'. Before, the page went on showing them as if they were current.
 */
const backlog = { queued: 0, oldest_at: null, oldest_age_seconds: 0, retrying: 0, failed: 0 };
const status = (version: string): SystemStatus => ({
  version,
  commit: "0123456789abcdef",
  started_at: "2026-12-02T08:00:00Z",
  uptime_seconds: 3600,
  node: "v22.11.0",
  database: { kind: "embedded", size_bytes: 1_000_000 },
  mail: backlog,
  messages: backlog,
  jobs: [],
  storage: { kind: "folder", files: 3, bytes: 3000, disk_free_bytes: null, disk_total_bytes: null },
  backup: null,
  backup_schedule: { at: "01:00", keep: 7 },
  warnings: [],
});

describe("the system page whose reload failed", () => {
  it("keeps the figures, says they are from the last successful load (when) and that the refresh failed, with 'Try again'", async () => {
    let answer: { status?: number; body: unknown } = { body: status("1.4.0") };
    const network = fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", "/api/admin/system", () => answer);
    const view = renderPage(
      <RequireAdmin>
        <AdminSystemPage />
      </RequireAdmin>,
    );
    expect(await view.findByText("1.4.0")).toBeTruthy();
    const loadedAt = queryClient.getQueryState(["admin-system"])?.dataUpdatedAt ?? 0;

    // The page's next reload (every few seconds) is refused.
    answer = { status: 429, body: { error: FIRST_REASON } };
    await queryClient.refetchQueries({ queryKey: ["admin-system"] });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      `Could not refresh the figures: those shown are from the last successful load, at ${formatMoment(new Date(loadedAt).toISOString())}.`,
    );
    expect(alert.textContent).toContain(FIRST_REASON);
    expect(view.getByText("1.4.0")).toBeTruthy();

    answer = { body: status("1.4.1") };
    await view.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await view.findByText("1.4.1")).toBeTruthy();
    expect(view.queryByRole("alert")).toBeNull();
    expect(network.requests("GET", "/api/admin/system").length).toBeGreaterThanOrEqual(3);
  });
});
