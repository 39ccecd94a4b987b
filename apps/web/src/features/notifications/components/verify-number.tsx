import { formatNotificationPhone, type NotificationSettings } from "@app/shared/notifications/notifications";
import { VERIFY_TEXTS, type VerifyChannel } from "@app/shared/notifications/verify";
import { BadgeCheck } from "lucide-react";
import { useId, useState } from "react";
import { busyButtonProps } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { sendPhoneCode, useVerifyPhone } from "../api/verify-number";

const LABELS: Record<VerifyChannel, string> = { sms: "SMS number", whatsapp: "WhatsApp number" };

/**
 * A saved number's verification: verified, or "Send code" (through the number's own channel) and the code typed
 * back. An unverified number gets nothing, so the page says so next to it.
 */
export function VerifyNumber({ channel, settings }: { channel: VerifyChannel; settings: NotificationSettings }) {
  const number = channel === "sms" ? settings.sms_phone : settings.whatsapp_phone;
  const verified = channel === "sms" ? settings.sms_verified : settings.whatsapp_verified;
  const verify = useVerifyPhone();
  const codeId = useId();
  const messageId = `${codeId}-message`;
  const [code, setCode] = useState("");
  const [state, setState] = useState<{
    busy?: "send" | "verify";
    message?: string;
    failed?: boolean;
    sent?: boolean;
  }>({});
  if (!number) return null;
  const shown = formatNotificationPhone(number);
  const run = async (work: () => Promise<string>, sent: boolean) => {
    setState((s) => ({ ...s, busy: sent ? "send" : "verify" }));
    try {
      setState({ message: await work(), sent: sent || state.sent });
    } catch (error) {
      setState({ failed: true, message: errorMessage(error), sent: state.sent });
    }
  };
  return (
    <section
      aria-label={`${LABELS[channel]} verification`}
      className="space-y-2 rounded-md border border-slate-200 p-3"
    >
      <p className="text-sm font-semibold text-slate-800">
        {LABELS[channel]}: {shown}{" "}
        {verified && (
          <span className="inline-flex items-center gap-1 text-green-700">
            <BadgeCheck aria-hidden="true" size={16} /> Verified
          </span>
        )}
      </p>
      {!verified && (
        <>
          <p className="text-sm text-amber-800">{VERIFY_TEXTS.unverified}</p>
          <div className="flex flex-wrap items-end gap-2">
            <button
              type="button"
              {...busyButtonProps(Boolean(state.busy), () =>
                run(async () => (await sendPhoneCode(channel)).message, true),
              )}
              className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70 aria-disabled:opacity-70"
            >
              {state.busy === "send" ? "Sending..." : state.sent ? "Send a new code" : "Send code"}
            </button>
            <div className="flex flex-col">
              <label htmlFor={codeId} className="text-sm font-medium text-slate-700">
                Code for {shown}
              </label>
              <input
                id={codeId}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-invalid={Boolean(state.failed)}
                aria-describedby={state.message ? messageId : undefined}
                className="w-32 rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
            <button
              type="button"
              disabled={code.trim().length === 0}
              {...busyButtonProps(Boolean(state.busy), () => run(() => verify(channel, code.trim()), false))}
              className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70"
            >
              {state.busy === "verify" ? "Verifying..." : "Verify"}
            </button>
          </div>
        </>
      )}
      <p id={messageId} aria-live="polite" className={`text-sm ${state.failed ? "text-red-700" : "text-slate-700"}`}>
        {state.message}
      </p>
    </section>
  );
}
