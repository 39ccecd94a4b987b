import type { FastifyInstance } from "fastify";
/** A 1×1 PNG, the smallest real image for upload tests. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** Builds a multipart/form-data body for app.inject. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a multipart form to `url` as the session of `token`; answers the raw inject response. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const form = multipartBody(fields, files);
  return app.inject({
    method: "POST",
    url,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
}
