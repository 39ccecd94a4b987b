import type { StaffShipRequest } from "@app/shared/ship-requests/staff";
import type { AdminRole } from "@app/shared/core/enums";
import { UNPACK_TEXTS } from "@app/shared/ship-requests/unpack.staff";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { staffAdmin } from "../../../../../test/staff";
import { inTimeZone } from "../../../../../test/time-zone";
import { loadConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { RequireAdmin } from "../../../../lib/admin-session";
import { queryClient } from "../../../../lib/query-client";
import { PackingCard } from "./packing-card";

/**
 * "Unpack" on the packing table (decision 0150): a packed request's card offers it to managers and owners only; the
 * dialog asks the reason before anything is sent, shows the busy state, and the server's answer or refusal.
 */
// The dialog's code loads with the first click in the app; loaded here, so the first test does not wait for it.
await loadConfirmDialog();
inTimeZone("UTC");

const UNPACK = "/api/admin/ship-requests/9/unpack";
const TITLE = "Unpack ship request #9?";
const REASON = "Packed in the wrong box: the weight typed was 2 kg, the box weighs 3 kg.";

const packed: StaffShipRequest = {
  id: 9,
  status: "packed",
  user_id: 3,
  customer_name: "Bola Ade",
  email_address: "bola@example.com",
  warehouse: "Trail Richmond",
  service: "air_express",
  consolidate: true,
  repack: "keep_retail_box",
  fragile: false,
  insurance: false,
  photos_of_contents: false,
  declaration: { items: [], totals: [] },
  created_at: "2026-12-01T10:00:00.000Z",
  packages: [],
  packing_photos: [],
  shipment_id: 5,
  invoice: { id: 42, transaction_id: "INV-20261201-0042", status: "pending" },
  returned_reason: null,
  unpackings: [],
};

function renderCard(role: AdminRole, request: StaffShipRequest = packed) {
  const network = fakeNetwork().on("GET", "/api/admins/me", { body: { admin: staffAdmin(role) } });
  const view = renderPage(
    <RequireAdmin>
      <PackingCard request={request} />
    </RequireAdmin>,
  );
  return { network, view };
}

async function openDialog(view: ReturnType<typeof renderPage>) {
  await view.user.click(await screen.findByRole("button", { name: "Unpack" }));
  const dialog = await screen.findByRole("alertdialog", { name: TITLE });
  await waitFor(() => expect(dialog.style.pointerEvents).toBe("auto"));
  return within(dialog);
}

describe("Unpack (staff)", () => {
  it("asks a manager for the reason first, then sends it and tells the answer", async () => {
    const { network, view } = renderCard("manager");
    const answer = {
      message: UNPACK_TEXTS.unpacked(9, "INV-20261201-0042"),
      id: 9,
      status: "submitted",
      invoice: { id: 42, transaction_id: "INV-20261201-0042", status: "cancelled" },
      shipment: { id: 5, tracking_number: "SW123456789", status: "Cancelled" },
    };
    const held = deferred();
    network.on("POST", UNPACK, () => held.promise);
    const dialog = await openDialog(view);

    await view.user.click(dialog.getByRole("button", { name: "Unpack" }));
    expect(await dialog.findByText("Say why the request is unpacked")).toBeTruthy();
    expect(network.requests("POST", UNPACK)).toEqual([]);

    await view.user.type(dialog.getByLabelText(/Reason/), REASON);
    await view.user.click(dialog.getByRole("button", { name: "Unpack" }));
    const busy = await dialog.findByRole("button", { name: "Saving..." });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    held.resolve({ body: answer });
    expect(await screen.findByText(answer.message)).toBeTruthy();
    expect(network.requests("POST", UNPACK).map((r) => r.body)).toEqual([{ reason: REASON }]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("shows the server's refusal in the dialog and keeps the reason", async () => {
    const { network, view } = renderCard("owner");
    const refusal = UNPACK_TEXTS.paid(9, "INV-20261201-0042");
    network.on("POST", UNPACK, { status: 409, body: { error: refusal } });
    const dialog = await openDialog(view);
    await view.user.type(dialog.getByLabelText(/Reason/), REASON);
    await view.user.click(dialog.getByRole("button", { name: "Unpack" }));
    expect(await dialog.findByText(refusal)).toBeTruthy();
    expect((dialog.getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe(REASON);
  });

  it("is offered to managers and owners on a packed request only: not to a worker, not once paid", async () => {
    const shown = renderCard("owner");
    expect(await screen.findByRole("button", { name: "Unpack" })).toBeTruthy();
    shown.view.unmount();
    queryClient.clear(); // the signed-in staff member is read again
    for (const [role, request] of [
      ["worker", packed],
      ["manager", { ...packed, status: "paid" as const }],
    ] as const) {
      const { view } = renderCard(role, request);
      expect(await screen.findByText(/Ship request #9/)).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Unpack" })).toBeNull();
      view.unmount();
      queryClient.clear();
    }
  });

  it("says on the card when, by whom and why the request was unpacked, each time", async () => {
    const unpacked: StaffShipRequest = {
      ...packed,
      status: "submitted",
      shipment_id: null,
      invoice: null,
      unpackings: [
        { at: "2026-12-02T10:14:00.000Z", by: "Ada Obi (manager)", reason: "wrong box" },
        { at: "2026-12-03T08:05:00.000Z", by: "Bayo Ola (owner)", reason: REASON },
      ],
    };
    renderCard("worker", unpacked);
    const lines = within(await screen.findByRole("list", { name: "Unpacked" })).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Unpacked December 2, 2026, 10:14 by Ada Obi (manager): wrong box",
      `Unpacked December 3, 2026, 08:05 by Bayo Ola (owner): ${REASON}`,
    ]);
  });

  it("says nothing of unpacking on a request never unpacked", async () => {
    renderCard("manager");
    expect(await screen.findByRole("button", { name: "Unpack" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Unpacked" })).toBeNull();
  });
});
