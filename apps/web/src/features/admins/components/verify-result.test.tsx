import { ADMIN_TEXTS } from "@app/shared/admins/admins";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { VerifyResult } from "./verify-result";

/**
 * WCAG 4.1.3: the outcome of a new admin's verification link goes into the status region that said "Verifying...",
 * so screen readers announce it (several do not announce a status region inserted together with its text).
 */
describe("the admin verification result", () => {
  it("puts 'Email verified' into the status region that was there while verifying", async () => {
    const answer = deferred();
    fakeNetwork().on("GET", "/api/admins/verify/good-token", () => answer.promise);
    renderPage(<VerifyResult token="good-token" />);
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("Verifying...");

    answer.resolve({ body: { message: "Your e-mail address is verified. You can log in now." } });
    await waitFor(() => expect(region.textContent).toContain("Email verified"));
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe("Email verifiedYour e-mail address is verified. You can log in now.");
    expect(screen.getByRole("heading", { name: "Email verified" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/admin/login");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a failure in an alert, and the status region is left empty", async () => {
    fakeNetwork().on("GET", "/api/admins/verify/used-token", {
      status: 400,
      body: { error: "This verification link is invalid, has expired or has already been used." },
    });
    renderPage(<VerifyResult token="used-token" />);
    const region = screen.getByRole("status");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(ADMIN_TEXTS.verifyFailedTitle);
    expect(alert.textContent).toContain("This verification link is invalid, has expired or has already been used.");
    expect(region.textContent).toBe("");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });
});
