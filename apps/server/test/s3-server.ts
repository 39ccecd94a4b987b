import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll } from "vitest";

/** s3rver's built-in key pair: it checks the Signature V4 of every request with it. */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

/**
 * A local S3-compatible server (s3rver) for one test file: in this process, on 127.0.0.1 and a free port, objects
 * in a temporary folder, with an empty bucket `uploads`. Nothing reaches the network. Stopped after the file.
 */
export async function startS3Server(bucket = "uploads") {
  const directory = mkdtempSync(join(tmpdir(), "freight-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    // fetch keeps connections alive: close them, or close() waits for their timeout.
    server.httpServer?.closeAllConnections();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}/${bucket}`;
  return { url, env: { S3_URL: url, ...S3RVER_KEYS }, directory };
}
