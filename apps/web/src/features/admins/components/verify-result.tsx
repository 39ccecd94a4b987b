import { ADMIN_TEXTS } from "@app/shared/admins/admins";
import { useEffect, useState } from "react";
import { Link } from "../../../components/ui/link";
import { buttonClass } from "../../../components/ui/button";
import { SpinnerLine } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api";
import { verifyAdmin } from "../api/verify-admin";

type State = { kind: "loading" } | { kind: "done"; message: string } | { kind: "failed"; error: string };

/** Spends the link's token on load and shows the server's message with a Login link, or why it failed. */
export function VerifyResult({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    verifyAdmin(token).then(
      (answer) => live && setState({ kind: "done", message: answer.message }),
      (error) =>
        live &&
        setState({ kind: "failed", error: errorMessage(error, ADMIN_TEXTS.verifyFailed) || ADMIN_TEXTS.verifyFailed }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  // The status region is in the page from the start ("Verifying..."), so screen readers announce the outcome put
  // into it; a failure is an alert, announced when it is inserted.
  return (
    <>
      <div role="status">
        {state.kind === "loading" && <SpinnerLine label="Verifying..." />}
        {state.kind === "done" && (
          <>
            <h1 className="text-xl font-bold text-green-800">Email verified</h1>
            <p className="mt-2 text-slate-700">{state.message}</p>
          </>
        )}
      </div>
      {state.kind === "failed" && (
        <div role="alert">
          <h1 className="text-xl font-bold text-red-700">{ADMIN_TEXTS.verifyFailedTitle}</h1>
          <p className="mt-2 text-slate-700">{state.error}</p>
        </div>
      )}
      {state.kind === "done" && (
        <Link to="/admin/login" className={buttonClass("primary", "mt-4")}>
          Login
        </Link>
      )}
    </>
  );
}
