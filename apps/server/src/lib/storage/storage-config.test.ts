import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, storageSettingsFrom } from "../../config.js";
import { createFileStore, LocalFileStore, S3FileStore } from "./index.js";

const dataDir = mkdtempSync(join(tmpdir(), "freight-storage-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const KEYS = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };

function messageOf(env: Record<string, string>) {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("storage configuration", () => {
  it("keeps uploads in the local folder by default", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.S3_URL).toBeUndefined();
    expect(createFileStore(config)).toBeInstanceOf(LocalFileStore);
  });

  it("uses the S3-compatible bucket named by S3_URL, region us-east-1 unless S3_REGION says otherwise", () => {
    const config = loadConfig({ DATA_DIR: dataDir, S3_URL: "https://s3.example.com/swiftway-uploads", ...KEYS });
    expect(config.S3_REGION).toBe("us-east-1");
    const store = createFileStore(config);
    expect(store).toBeInstanceOf(S3FileStore);
    expect(store.describe).toBe("S3 https://s3.example.com/swiftway-uploads");
    expect(
      loadConfig({ DATA_DIR: dataDir, S3_URL: "http://127.0.0.1:9000/b/site-a", S3_REGION: "eu-west-2", ...KEYS })
        .S3_REGION,
    ).toBe("eu-west-2");
  });

  it("names each bad or missing storage variable with one clear message", () => {
    expect(messageOf({ S3_URL: "ftp://host/bucket", ...KEYS })).toMatch(
      /^ {2}S3_URL: must be an http:\/\/ or https:\/\/ URL with the bucket as its path/m,
    );
    expect(messageOf({ S3_URL: "http://host:9000", ...KEYS })).toMatch(/^ {2}S3_URL: /m);
    const missing = messageOf({ S3_URL: "http://host:9000/bucket" });
    expect(missing).toMatch(/^ {2}S3_ACCESS_KEY_ID: is required when S3_URL is set$/m);
    expect(missing).toMatch(/^ {2}S3_SECRET_ACCESS_KEY: is required when S3_URL is set$/m);
    expect(messageOf({ S3_ACCESS_KEY_ID: "id" })).toMatch(/^ {2}S3_ACCESS_KEY_ID: is set but S3_URL is not/m);
  });

  it("a process without a loaded configuration reads the same variables with the same rules", () => {
    expect(storageSettingsFrom({ S3_URL: "http://host:9000/bucket", ...KEYS }).S3_URL).toBe("http://host:9000/bucket");
    expect(storageSettingsFrom({}).S3_URL).toBeUndefined();
    expect(() => storageSettingsFrom({ S3_URL: "http://host:9000/bucket" })).toThrow(/S3_ACCESS_KEY_ID: is required/);
  });
});
