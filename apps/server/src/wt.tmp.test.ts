import { Worker } from "node:worker_threads";
import { it, expect } from "vitest";
it("worker under vitest", async () => {
  const w = new Worker(new URL("./wt-child.tmp.ts", import.meta.url), { execArgv: ["--import", "tsx"] });
  const m = await new Promise((res, rej) => {
    w.on("message", res);
    w.on("error", rej);
  });
  await w.terminate();
  expect(m).toMatchObject({ n: 42 });
});
