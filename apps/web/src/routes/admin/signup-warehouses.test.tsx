import {
  AGENT_WAREHOUSES_MESSAGE,
  ADMIN_TEXTS,
  STAFF_TEXTS,
  STAFF_WAREHOUSES_HINT,
  WAREHOUSES_MESSAGE,
} from "@app/shared/admins/admins";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { ownerAdmin } from "../../../test/staff";
import { RequireAdmin } from "../../lib/admin-session";
import AdminSignupPage from "./signup";

/**
 * The Create Admin form asks where the account works (decisions 0069, 0128): "All warehouses" or the ticked ones,
 * never a silent "all"; a partner agent only at the ones it runs; an owner everywhere. On a 390 px phone.
 */
const SIGNUP = "/api/admins/signup";

beforeEach(() => {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width: 390, height: 844 });
});

async function openForm() {
  const network = fakeNetwork()
    .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
    .on("POST", SIGNUP, (request) => ({
      status: 201,
      body: {
        message: ADMIN_TEXTS.signupSuccess,
        admin: { ...(request.body as object), id: 2, must_change_password: true },
      },
    }));
  const view = renderPage(
    <RequireAdmin>
      <AdminSignupPage />
    </RequireAdmin>,
    { url: "/admin/signup", path: "/admin/signup" },
  );
  await screen.findByLabelText("First Name");
  const { user } = view;
  const fill = async (role: string) => {
    await user.type(screen.getByLabelText("First Name"), "Partner");
    await user.type(screen.getByLabelText("Last Name"), "Agent");
    await user.type(screen.getByLabelText("Email"), "agent2@swiftway.test");
    await user.selectOptions(screen.getByLabelText("Role"), role);
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Passw0rd123");
    await user.type(screen.getByLabelText("Confirm Password", { selector: "input" }), "Passw0rd123");
  };
  const create = () => user.click(screen.getByRole("button", { name: "CREATE" }));
  return { ...view, network, fill, create };
}

const group = () => screen.getByRole("group", { name: "Warehouses" });

describe("the Create Admin form's warehouses, at 390 px", () => {
  it("is one column of labelled boxes with its hint; none is ticked to start with", async () => {
    await openForm();
    expect(window.innerWidth).toBe(390);
    // Below Tailwind's sm (640 px) the form's two columns are one: the choice is under the other fields.
    expect(window.matchMedia("(min-width: 640px)").matches).toBe(false);
    const choice = group();
    expect(choice.tagName).toBe("FIELDSET");
    expect(choice.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(choice.getAttribute("aria-describedby")!)?.textContent).toBe(STAFF_WAREHOUSES_HINT);
    const boxes = within(choice).getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false, false, false, false]);
    expect(within(choice).getByRole("checkbox", { name: "Guangzhou, China" })).toBeTruthy();
  });

  it("refuses to send a worker without warehouses and says why, in the group and focused", async () => {
    const { fill, create, network } = await openForm();
    await fill("worker");
    await create();
    const choice = group();
    expect(await within(choice).findByText(WAREHOUSES_MESSAGE)).toBeTruthy();
    const all = within(choice).getByRole("checkbox", { name: "All warehouses" });
    await waitFor(() => expect(document.activeElement).toBe(all));
    expect(all.getAttribute("aria-invalid")).toBe("true");
    const described = choice.getAttribute("aria-describedby")!.split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(WAREHOUSES_MESSAGE);
    expect(network.requests("POST", SIGNUP)).toHaveLength(0);
  });

  it("refuses a partner agent of all warehouses, then sends the ticked ones", async () => {
    const { fill, create, network, user, toasts } = await openForm();
    await fill("agent");
    const choice = group();
    await user.click(within(choice).getByRole("checkbox", { name: "All warehouses" }));
    expect((within(choice).getByRole("checkbox", { name: "Guangzhou, China" }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await create();
    expect(await within(choice).findByText(AGENT_WAREHOUSES_MESSAGE)).toBeTruthy();
    expect(network.requests("POST", SIGNUP)).toHaveLength(0);

    await user.click(within(choice).getByRole("checkbox", { name: "All warehouses" }));
    await user.click(within(choice).getByRole("checkbox", { name: "Guangzhou, China" }));
    await user.click(within(choice).getByRole("checkbox", { name: "London, UK" }));
    await create();
    await waitFor(() => expect(toasts()).toContain(ADMIN_TEXTS.signupSuccess));
    const [sent] = network.requests("POST", SIGNUP);
    expect(sent!.body).toEqual({
      firstname: "Partner",
      lastname: "Agent",
      email: "agent2@swiftway.test",
      password: "Passw0rd123",
      role: "agent",
      warehouses: ["Brixton", "Guangzhou"],
    });
    // A fresh form: nothing ticked again.
    await waitFor(() => expect((screen.getByLabelText("First Name") as HTMLInputElement).value).toBe(""));
    expect(
      within(group())
        .getAllByRole("checkbox")
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
  });

  it("sends a worker of all warehouses as null", async () => {
    const { fill, create, network, user } = await openForm();
    await fill("worker");
    await user.click(within(group()).getByRole("checkbox", { name: "All warehouses" }));
    await create();
    await waitFor(() => expect(network.requests("POST", SIGNUP)).toHaveLength(1));
    expect((network.requests("POST", SIGNUP)[0]!.body as { warehouses: unknown }).warehouses).toBeNull();
  });

  it("asks nothing for an owner, who works at every warehouse", async () => {
    const { fill, create, network } = await openForm();
    await fill("owner");
    expect(screen.queryByRole("group", { name: "Warehouses" })).toBeNull();
    expect(screen.getByText(STAFF_TEXTS.ownerAllWarehouses)).toBeTruthy();
    await create();
    await waitFor(() => expect(network.requests("POST", SIGNUP)).toHaveLength(1));
    expect((network.requests("POST", SIGNUP)[0]!.body as { warehouses: unknown }).warehouses).toBeNull();
  });
});
