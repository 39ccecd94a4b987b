import { afterAll, beforeAll } from "vitest";

/**
 * Runs the calling test file in the time zone `zone` (an IANA name such as "Asia/Shanghai"): sets process.env.TZ
 * before its tests and puts the previous zone back after them. Call it at the top of the file.
 */
export function inTimeZone(zone: string): void {
  const zoneBefore = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });
}
