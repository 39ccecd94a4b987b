import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** The e-mails the app wrote (embedded mode writes each as an .eml file under DATA_DIR/mail). */
export function sentMail(): Array<{ file: string; raw: string; to: string; subject: string }> {
  const dir = join(process.env.E2E_DATA_DIR!, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), "utf8");
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim() ?? "";
    return { file, raw, to: header("To"), subject: decodeSubject(header("Subject")) };
  });
}

/** Decodes an RFC 2047 encoded subject (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h) => String.fromCharCode(Number.parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** Waits until an e-mail to `to` whose subject matches arrives, and returns it. */
export async function waitForMail(to: string, subject: RegExp) {
  let found: ReturnType<typeof sentMail>[number] | undefined;
  await expect
    .poll(
      () => {
        found = sentMail().find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The decoded body of an .eml (quoted-printable soft breaks removed). */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));
}
