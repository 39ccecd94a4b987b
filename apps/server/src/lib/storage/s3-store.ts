import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { fileStoreUnavailable } from "../errors.js";
import {
  assertFileName,
  assertKey,
  type FileStore,
  isStorageKey,
  type ListedFile,
  type StoredFile,
} from "./file-store.js";

export interface S3Settings {
  /** Path style: `http(s)://host[:port]/<bucket>[/<prefix>]`, e.g. http://127.0.0.1:9000/uploads. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bound on waiting for the store: for its answer, retries included, and for each read of a body (default S3_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Bounded waits: a slow or frozen store must not hold a request (or the mail worker) for ever. The answer to one
 * operation (a PUT, GET, DELETE or list page, with aws4fetch's retries of a 5xx) gets this long; past it, or when the
 * store cannot be reached or keeps answering 5xx, it fails with a 503 (`fileStoreUnavailable`). An upload stages its
 * files before anything is written to the database, so such a request answers 503 within this bound plus its own
 * work (under 6 s; decision 0067) and stores nothing. A body then read from the store gets this long for each read,
 * not for the whole transfer: a photo streamed to a slow client is not cut off, and a stalled transfer still fails.
 */
export const S3_TIMEOUT_MS = 4_000;

/** What a wait past the bound fails with (as `AbortSignal.timeout` would). */
const timedOut = (ms: number) => new DOMException(`The store did not answer within ${ms} ms`, "TimeoutError");

/**
 * `body` as a stream whose every read from the store must arrive within `ms`. Nothing is read from the store until
 * the stream's reader asks, so a reader that takes its time is never hurried and a body nobody reads fails nothing
 * later; a read that stalls fails the stream and aborts the request.
 */
function readsWithin(body: ReadableStream<Uint8Array>, ms: number, request: AbortController) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut(ms)), ms);
      });
      try {
        const { done, value } = await Promise.race([reader.read(), stalled]);
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        request.abort(error);
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** XML text as S3 escapes it in a listing. */
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

const tagOf = (xml: string, tag: string) => xml.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1];

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, s3rver...) through its REST API, requests signed
 * with AWS Signature V4 by aws4fetch (a few KB, no dependencies). Objects are private: the bucket is never read by
 * browsers, only by the server's guarded routes. Path-style addressing, so any endpoint and port works.
 *
 * No staging area: S3 has no rename, and a PUT is atomic (readers see the whole object or none). A staged object is
 * the object itself; it is reachable only once the `uploads` row that names it is committed, and a failed
 * transaction deletes it (the sweep removes it should that delete be missed).
 */
/** What `request` answers: the store's status and headers, and its body read within the bound. */
interface StoreAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

/** A small body (an error's, a listing) as text, each read bounded like any body's. */
const textOf = (answer: StoreAnswer) => (answer.body ? new Response(answer.body).text() : Promise.resolve(""));

export class S3FileStore implements FileStore {
  readonly describe: string;
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly prefix: string;
  private readonly timeoutMs: number;

  constructor(settings: S3Settings) {
    const url = new URL(settings.url);
    const [bucket, ...rest] = url.pathname.split("/").filter(Boolean);
    if (!bucket) throw new Error("S3_URL must name the bucket in its path");
    this.bucketUrl = `${url.origin}/${bucket}`;
    this.prefix = rest.length > 0 ? `${rest.join("/")}/` : "";
    this.timeoutMs = settings.timeoutMs ?? S3_TIMEOUT_MS;
    this.describe = `S3 ${this.bucketUrl}${this.prefix ? `/${this.prefix}` : ""}`;
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
      retries: 2,
    });
  }

  private objectUrl(key: string) {
    return `${this.bucketUrl}/${this.prefix}${encodeURIComponent(key)}`;
  }

  /**
   * One operation's answer within `timeoutMs` (unreachable, timed out or 5xx: a 503 carrying the reason as its cause),
   * with its body read at most `timeoutMs` apart (`readsWithin`).
   */
  private async request(url: string, init: RequestInit = {}) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(timedOut(this.timeoutMs)), this.timeoutMs);
    let response: Response;
    try {
      response = await this.client.fetch(url, { ...init, signal: abort.signal });
    } catch (error) {
      throw Object.assign(fileStoreUnavailable(), { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      throw Object.assign(fileStoreUnavailable(), {
        cause: new Error(`S3 answered ${response.status} (${this.describe})`),
      });
    }
    const body = response.body ? readsWithin(response.body, this.timeoutMs, abort) : null;
    return { status: response.status, ok: response.ok, headers: response.headers, body };
  }

  private async fail(what: string, response: StoreAnswer): Promise<never> {
    const body = await textOf(response).catch(() => "");
    const code = tagOf(body, "Code");
    throw new Error(`S3 ${what} failed: ${response.status}${code ? ` ${code}` : ""} (${this.describe})`);
  }

  stage(key: string, bytes: Buffer, contentType: string) {
    return this.put(key, bytes, contentType);
  }

  async publish(key: string) {
    assertKey(key);
  }

  discard(key: string) {
    return this.delete(key).catch(() => undefined);
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    const response = await this.request(this.objectUrl(assertKey(key)), {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": contentType },
    });
    if (!response.ok) await this.fail(`PUT ${key}`, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const response = await this.request(this.objectUrl(assertKey(key)));
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok || !response.body) return this.fail(`GET ${key}`, response);
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      size: Number(response.headers.get("content-length") ?? 0),
    };
  }

  async delete(key: string) {
    const response = await this.request(this.objectUrl(assertFileName(key)), { method: "DELETE" });
    // S3 answers 204 whether or not the object was there.
    if (!response.ok && response.status !== 404) await this.fail(`DELETE ${key}`, response);
    await response.body?.cancel();
  }

  /** ListObjectsV2, a page of up to 1,000 keys at a time. */
  async *list(): AsyncIterable<ListedFile> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix: this.prefix });
      if (token) query.set("continuation-token", token);
      const response = await this.request(`${this.bucketUrl}?${query}`);
      if (!response.ok) await this.fail("list", response);
      const xml = await textOf(response);
      for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = unescapeXml(tagOf(entry!, "Key") ?? "").slice(this.prefix.length);
        // Only the server's own names: anything else in the bucket is not ours to list, serve or sweep.
        if (!isStorageKey(key)) continue;
        yield { key, modifiedAt: new Date(tagOf(entry!, "LastModified") ?? 0), staged: false };
      }
      const next = tagOf(xml, "NextContinuationToken");
      token = tagOf(xml, "IsTruncated") === "true" && next ? unescapeXml(next) : undefined;
    } while (token);
  }
}
