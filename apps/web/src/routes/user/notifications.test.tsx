import { defaultPreferenceGrid, type NotificationSettings } from "@app/shared/notifications/notifications";
import { VERIFY_TEXTS } from "@app/shared/notifications/verify";
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, fakeNetwork, type SentRequest } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import NotificationsPage from "./notifications";

/** /user/notifications: the grid, the numbers, and each saved number's verification. */
const PREFS = "/api/notifications/preferences";
const SEND = "/api/notifications/phone/send-code";
const VERIFY = "/api/notifications/phone/verify";

const settingsWith = (sms_phone: string | null): NotificationSettings => ({
  preferences: { ...defaultPreferenceGrid(), milestones: { email: true, sms: true, whatsapp: false } },
  sms_phone,
  whatsapp_phone: null,
  sms_verified: false,
  whatsapp_verified: false,
});

describe("Notifications", () => {
  it("a new SMS number starts its verification afresh: nothing said about the code sent to the old one", async () => {
    const network = fakeNetwork()
      .on("GET", PREFS, { body: settingsWith("+2348031110001") })
      .on("POST", SEND, { body: { message: VERIFY_TEXTS.sent("0803 111 0001") } })
      .on("PUT", PREFS, (request: SentRequest) => ({
        body: {
          ...settingsWith((request.body as { sms_phone: string }).sms_phone),
          message: "Your notification settings are saved.",
        },
      }));
    const view = renderPage(<NotificationsPage />);
    const verification = async () => view.findByRole("region", { name: "SMS number verification" });

    await view.user.click(within(await verification()).getByRole("button", { name: "Send code" }));
    expect(await within(await verification()).findByText(VERIFY_TEXTS.sent("0803 111 0001"))).toBeTruthy();
    await view.user.type(within(await verification()).getByLabelText("Code for 0803 111 0001"), "12");

    const number = view.getByLabelText("Mobile number for SMS");
    await view.user.clear(number);
    await view.user.type(number, "0803 111 0002");
    await view.user.click(view.getByRole("button", { name: "Save Settings" }));
    expect(network.requests("PUT", PREFS)).toHaveLength(1);

    expect(await view.findByLabelText("Code for 0803 111 0002")).toBeTruthy();
    const fresh = within(await verification());
    expect(fresh.queryByText(VERIFY_TEXTS.sent("0803 111 0001"))).toBeNull();
    expect(fresh.getByRole("button", { name: "Send code" })).toBeTruthy();
    expect((fresh.getByLabelText("Code for 0803 111 0002") as HTMLInputElement).value).toBe("");
  });

  it("says while a code is on its way, and ties a wrong code's message to the code field", async () => {
    const sending = deferred();
    fakeNetwork()
      .on("GET", PREFS, { body: settingsWith("+2348031110001") })
      .on("POST", SEND, () => sending.promise)
      .on("POST", VERIFY, { status: 400, body: { error: VERIFY_TEXTS.wrong, fields: { code: VERIFY_TEXTS.wrong } } });
    const view = renderPage(<NotificationsPage />);
    const box = within(await view.findByRole("region", { name: "SMS number verification" }));

    await view.user.click(box.getByRole("button", { name: "Send code" }));
    const busy = box.getByRole("button", { name: "Sending..." });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    sending.resolve({ body: { message: VERIFY_TEXTS.sent("0803 111 0001") } });
    expect(await box.findByRole("button", { name: "Send a new code" })).toBeTruthy();

    const code = box.getByLabelText("Code for 0803 111 0001");
    await view.user.type(code, "123456");
    await view.user.click(box.getByRole("button", { name: "Verify" }));
    expect(await box.findByText(VERIFY_TEXTS.wrong)).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(code.getAttribute("aria-describedby") ?? "")?.textContent).toBe(VERIFY_TEXTS.wrong);
  });
});
