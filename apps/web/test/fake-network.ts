import { vi } from "vitest";

/**
 * The web app's one outside boundary in component tests: the API at /api. The components, their hooks and
 * lib/api.ts + lib/client.ts run as in the browser; `fetch` and XMLHttpRequest (the upload path) are replaced by a
 * fake server that answers what a test says and records every request it gets.
 */
export interface SentRequest {
  method: string;
  /** The path without the query, e.g. "/api/shipment". */
  path: string;
  query: Record<string, string>;
  /** A JSON body parsed, a FormData body as its text fields (files under `files`), or undefined. */
  body: unknown;
  files: File[];
}

export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (request: SentRequest) => Answer | Promise<Answer>;

/** An answer a test releases when it wants (to see what the page shows while a call is under way). */
export function deferred<T = Answer>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const installed: FakeNetwork[] = [];

/** A fake API in place of fetch and XMLHttpRequest for the current test (test/setup.ts takes it away after). */
export function fakeNetwork() {
  const network = new FakeNetwork().install();
  installed.push(network);
  return network;
}

/** Fails the test that made a request nothing answers (a wrong path, or a call the test did not expect). */
export function checkNoUnansweredRequests() {
  const unanswered = installed.splice(0).flatMap((network) => network.unanswered);
  if (unanswered.length > 0) throw new Error(`requests without a fake answer: ${unanswered.join(", ")}`);
}

export class FakeNetwork {
  readonly sent: SentRequest[] = [];
  readonly unanswered: string[] = [];
  private readonly handlers = new Map<string, Handler>();

  /** Answers `METHOD /api/path` (no query) with `answer`: an Answer or a function of the request. */
  on(method: string, path: string, answer: Answer | Handler) {
    this.handlers.set(`${method} ${path}`, typeof answer === "function" ? answer : () => answer);
    return this;
  }

  /** What was sent to `METHOD /api/path`, in order. */
  requests(method: string, path: string) {
    return this.sent.filter((request) => request.method === method && request.path === path);
  }

  async answer(method: string, url: string, body: unknown): Promise<{ status: number; text: string }> {
    const parsed = new URL(url, "http://localhost");
    const request: SentRequest = {
      method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      ...readBody(body),
    };
    this.sent.push(request);
    const handler = this.handlers.get(`${method} ${request.path}`);
    if (!handler) {
      this.unanswered.push(`${method} ${url}`);
      return { status: 501, text: JSON.stringify({ error: `no fake answer for ${method} ${request.path}` }) };
    }
    const { status = 200, body: answerBody } = await handler(request);
    return { status, text: answerBody === undefined ? "" : JSON.stringify(answerBody) };
  }

  /** Puts this fake in place of fetch and XMLHttpRequest for the current test. */
  install() {
    vi.stubGlobal("fetch", (input: string | URL | Request, init: RequestInit = {}) => this.fetch(input, init));
    const network = this;
    vi.stubGlobal(
      "XMLHttpRequest",
      class extends FakeXhr {
        protected override network = network;
      },
    );
    return this;
  }

  private async fetch(input: string | URL | Request, init: RequestInit): Promise<Response> {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const signal = init.signal;
    if (signal?.aborted) throw new DOMException("aborted", "AbortError");
    const answered = this.answer(init.method ?? "GET", url, init.body);
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")), { once: true }),
    );
    const { status, text } = await Promise.race([answered, aborted]);
    return new Response(text || null, { status, headers: { "content-type": "application/json" } });
  }
}

function readBody(body: unknown): Pick<SentRequest, "body" | "files"> {
  if (body instanceof FormData) {
    const fields: Record<string, string> = {};
    const files: File[] = [];
    for (const [name, value] of body.entries()) {
      if (typeof value === "string") fields[name] = value;
      else files.push(value as File);
    }
    return { body: fields, files };
  }
  return { body: typeof body === "string" ? JSON.parse(body) : body, files: [] };
}

/** Just what lib/upload-request.ts uses of XMLHttpRequest: the whole upload is reported sent, then the answer. */
class FakeXhr {
  protected network!: FakeNetwork;
  status = 0;
  responseText = "";
  withCredentials = false;
  timeout = 0;
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  private method = "GET";
  private url = "";

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    void this.network.answer(this.method, this.url, body).then(({ status, text }) => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      this.upload.onload?.();
      this.status = status;
      this.responseText = text;
      this.onload?.();
    });
  }
}
