export const NO_RESPONSE = "No response from server. Please try again later.";
export const GENERIC_FAILURE = "Something went wrong. Please try again.";
/** A call with no answer by then ends with NO_RESPONSE instead of leaving 'Loading...' up for ever. */
export const CLIENT_TIMEOUT_MS = 15_000;
/** Calls that carry files (photos on a phone line) get longer. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** A failed call; `message` is already the text to show the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** Shown when the server answered with a failure but gave no `error` text. */
  fallback?: string;
  signal?: AbortSignal;
  /** How long to wait for an answer: CLIENT_TIMEOUT_MS, or UPLOAD_TIMEOUT_MS for a FormData body. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** For a FormData body: called with the share sent so far (0 to 1); the call then goes through XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
}

type Body = unknown;

/**
 * Every API call goes through here. Failures become ApiError with the spec's message:
 * the server's `error` field, else the per-call default, else 'No response from server…'
 * when nothing answered, else 'Something went wrong…'.
 */
export async function apiRequest<T>(method: string, path: string, body?: Body, options: CallOptions = {}): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (isForm && options.onUploadProgress) {
    const { uploadRequest } = await import("./upload-request");
    return uploadRequest<T>(method, path.startsWith("/api") ? path : `/api${path}`, body as FormData, {
      ...options,
      onUploadProgress: options.onUploadProgress,
      timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    });
  }
  let response: Response;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? (isForm ? UPLOAD_TIMEOUT_MS : CLIENT_TIMEOUT_MS));
  try {
    response = await fetch(path.startsWith("/api") ? path : `/api${path}`, {
      method,
      credentials: "same-origin",
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      headers: {
        accept: "application/json",
        ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
        ...options.headers,
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    // The caller gave up (left the page): not a failure to show. A timeout or a dropped connection is one.
    if (options.signal?.aborted) throw error;
    // Status 408 for our own timeout: like a 4xx it is not retried, so the message shows after 15 s, not 45.
    throw new ApiError(NO_RESPONSE, timeout.aborted ? 408 : 0);
  }
  let data: unknown;
  try {
    const text = await response.text();
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { error?: unknown; message?: unknown; fields?: Record<string, string> };
    const serverText = typeof payload.error === "string" ? payload.error : undefined;
    throw new ApiError(serverText ?? options.fallback ?? GENERIC_FAILURE, response.status, payload.fields);
  }
  return data as T;
}

/** The message of any thrown value, for toasts. */
export function errorMessage(error: unknown, fallback = GENERIC_FAILURE): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/** Builds a query string from the defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}
