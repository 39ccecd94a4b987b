import { STAFF_TEXTS } from "@app/shared/admins/admins";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { AdminLoginForm } from "./admin-login-form";

/**
 * The staff log-in form says what the server says: a deactivated account (its own password given) is told so and
 * whom to ask; a wrong password gets the message a stranger gets (decision 0022).
 */
const LOGIN = "/api/admins/login";

async function logIn(answer: { status: number; body: unknown }) {
  fakeNetwork()
    .on("GET", "/api/admins/me", { status: 401, body: { error: "Not signed in." } })
    .on("POST", LOGIN, answer);
  const { user } = renderPage(<AdminLoginForm />, { url: "/admin/login" });
  await user.type(screen.getByLabelText("Email"), "wendy@staff.test");
  await user.type(screen.getByLabelText("Password"), "Wendy2Secure");
  await user.click(screen.getByRole("button", { name: "LOGIN" }));
  return screen.findByRole("alert");
}

describe("the staff log-in form", () => {
  it("tells a deactivated staff member why, and whom to ask", async () => {
    const alert = await logIn({ status: 403, body: { error: STAFF_TEXTS.loginDeactivated } });
    expect(alert.textContent).toBe("This staff account has been deactivated. Ask an owner to reactivate it.");
  });

  it("keeps the stranger's message for a wrong password", async () => {
    const alert = await logIn({ status: 401, body: { error: "Invalid email or password." } });
    expect(alert.textContent).toBe("Invalid email or password.");
  });
});
