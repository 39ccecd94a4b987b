import type { AdminRole } from "@app/shared/core/enums";
import { PACKAGE_STAFF_TEXTS as TEXTS, type StaffPackage } from "@app/shared/packages/staff";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { preAlertedPackage } from "../../../test/package";
import { renderPage } from "../../../test/render";
import { staffAdmin } from "../../../test/staff";
import { RequireAdmin } from "../../lib/admin-session";
import AdminPackageDetailPage from "./package-detail";

/**
 * A pre-alert opened by staff links the receipt the customer attached (decision 0137: staff of the parcel's
 * warehouse open it); a partner agent, who opens no receipt, is not shown the row at all.
 */
const preAlert = (receipt: StaffPackage["receipt"]): StaffPackage => ({
  ...preAlertedPackage,
  owner: { id: 42, name: "Ada Lovelace", suite_number: "SW10001", email_address: "ada@example.com" },
  label_owner_text: null,
  bin_location: null,
  received_by: null,
  receipt,
  updated_at: "2026-11-20T10:00:00Z",
  history: [],
  audit: [],
});

async function openAs(role: AdminRole, pkg: StaffPackage) {
  fakeNetwork()
    .on("GET", "/api/admins/me", { body: { admin: staffAdmin(role) } })
    .on("GET", "/api/admin/packages/5", { body: { package: pkg } });
  renderPage(
    <RequireAdmin>
      <AdminPackageDetailPage />
    </RequireAdmin>,
    { url: "/admin/packages/5", path: "/admin/packages/:id" },
  );
  await screen.findByRole("heading", { name: "Package SWP100005" });
}

describe("the staff package page's receipt", () => {
  it("links an image receipt to open in a new tab, and says so", async () => {
    await openAs("worker", preAlert({ url: "/api/uploads/a.png", name: "order.png", pdf: false }));
    const image = screen.getByRole("link", { name: "Receipt: order.png (image, opens in a new tab)" });
    expect(image.getAttribute("href")).toBe("/api/uploads/a.png");
    expect(image.getAttribute("target")).toBe("_blank");
    expect(image.closest("dd")?.previousElementSibling?.textContent).toBe("Receipt");
  });

  it("downloads a PDF receipt, and says so", async () => {
    await openAs("manager", preAlert({ url: "/api/uploads/b.pdf", name: "invoice.pdf", pdf: true }));
    const pdf = screen.getByRole("link", { name: "Receipt: invoice.pdf (PDF, downloads)" });
    expect(pdf.getAttribute("download")).toBe("invoice.pdf");
  });

  it("says when the customer attached none", async () => {
    await openAs("worker", preAlert(null));
    expect(screen.getByText(TEXTS.noReceipt)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Receipt/ })).toBeNull();
  });

  it("leaves the row out for a partner agent", async () => {
    await openAs("agent", preAlert(null));
    expect(screen.queryByText("Receipt")).toBeNull();
    expect(screen.queryByText(TEXTS.noReceipt)).toBeNull();
  });
});
