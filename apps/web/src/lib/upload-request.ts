import { ApiError, GENERIC_FAILURE, NO_RESPONSE } from "./api";

/**
 * A FormData call through XMLHttpRequest, the one browser API that reports upload progress (fetch cannot): the
 * receiving desk's photos over a phone connection show how far they are. Answers and failures as apiRequest's.
 */
export function uploadRequest<T>(
  method: string,
  url: string,
  body: FormData,
  options: {
    onUploadProgress: (fraction: number) => void;
    fallback?: string;
    signal?: AbortSignal;
    timeoutMs: number;
    headers?: Record<string, string>;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs;
    xhr.setRequestHeader("accept", "application/json");
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onUploadProgress(1);
    const abort = () => xhr.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    const done = () => options.signal?.removeEventListener("abort", abort);
    xhr.onload = () => {
      done();
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const payload = (data ?? {}) as { error?: unknown; fields?: Record<string, string> };
      const serverText = typeof payload.error === "string" ? payload.error : undefined;
      reject(new ApiError(serverText ?? options.fallback ?? GENERIC_FAILURE, xhr.status, payload.fields));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(NO_RESPONSE, 0));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError(NO_RESPONSE, 408));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };
    xhr.send(body);
  });
}
