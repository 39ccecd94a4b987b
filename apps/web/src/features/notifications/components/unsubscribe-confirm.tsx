import { type FormEvent, useEffect, useState } from "react";
import { Link } from "../../../components/ui/link";
import { FormMessage, LiveMessage } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { ApiError } from "../../../lib/api";
import { useFocusWhenShown } from "../../../lib/use-focus-when-shown";
import { confirmUnsubscribe, describeUnsubscribe, UNSUBSCRIBE_FAILED } from "../api/unsubscribe";

type State =
  | { step: "loading" }
  | { step: "invalid"; error: string }
  | { step: "confirm"; label: string; alreadyOff: boolean; error?: string }
  | { step: "done"; message: string };

const NO_TOKEN = "This unsubscribe link is incomplete. Open the link from your e-mail again.";
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNSUBSCRIBE_FAILED);

/**
 * The page an unsubscribe link opens: says which kind of notification the link turns off and asks to confirm (a
 * mail scanner following the link changes nothing), then says it is done. Works without signing in.
 */
export function UnsubscribeConfirm({ token }: { token: string | null }) {
  // 'loading' first also without a token: the prerendered page (which has no query) and the first render agree.
  const [state, setState] = useState<State>({ step: "loading" });
  const [pending, setPending] = useState(false);
  // The confirm button goes away with the form: focus moves to what replaced it, so it is read and not lost.
  const doneHeading = useFocusWhenShown<HTMLHeadingElement>(state.step === "done");

  useEffect(() => {
    if (!token) {
      setState({ step: "invalid", error: NO_TOKEN });
      return;
    }
    const controller = new AbortController();
    setState({ step: "loading" });
    describeUnsubscribe(token, controller.signal).then(
      (answer) => setState({ step: "confirm", label: answer.label, alreadyOff: answer.already_off }),
      (error) => {
        if (!controller.signal.aborted) setState({ step: "invalid", error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [token]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || state.step !== "confirm") return;
    setPending(true);
    try {
      const answer = await confirmUnsubscribe(token);
      setState({ step: "done", message: answer.message });
    } catch (error) {
      setState({ ...state, error: messageOf(error) });
    } finally {
      setPending(false);
    }
  };

  if (state.step === "loading") return <p className="text-slate-600">Checking your link...</p>;
  if (state.step === "invalid") return <FormMessage kind="error">{state.error}</FormMessage>;
  if (state.step === "done")
    return (
      <div className="space-y-4" aria-live="polite">
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          You are unsubscribed
        </h2>
        <FormMessage kind="success">{state.message}</FormMessage>
        <p className="text-slate-700">
          <Link to="/user/notifications" className="font-medium text-brand-700 underline">
            Change your notification settings
          </Link>{" "}
          (you will be asked to log in).
        </p>
      </div>
    );
  return (
    <Form form={{ onSubmit, pending }} className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Turn off: {state.label}</h2>
      <p className="text-slate-700">
        {state.alreadyOff
          ? "These notifications are already off on every channel. Confirming again changes nothing."
          : "You will no longer get these notifications by e-mail, SMS or WhatsApp. Other notifications stay as they are."}
      </p>
      <LiveMessage note={state.error ? { kind: "error", text: state.error } : null} />
      <SubmitButton busyLabel="Turning off...">Turn off {state.label.toLowerCase()}</SubmitButton>
    </Form>
  );
}
