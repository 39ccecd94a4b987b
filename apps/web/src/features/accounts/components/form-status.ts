import { useState } from "react";
import { ApiError, GENERIC_FAILURE } from "../../../lib/api";

export type FormStatus = { kind: "success" | "error"; text: string } | null;

/** The inline success/error message of a public form: cleared at each new submit. */
export function useFormStatus(initial: FormStatus = null) {
  const [status, setStatus] = useState<FormStatus>(initial);
  return {
    status,
    clear: () => setStatus(null),
    success: (text: string) => setStatus({ kind: "success", text }),
    fail: (error: unknown) =>
      setStatus({ kind: "error", text: error instanceof ApiError ? error.message : GENERIC_FAILURE }),
  };
}
