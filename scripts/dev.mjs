#!/usr/bin/env node
// `npm run dev`: the API (restarting on change) and the Vite dev server with its /api proxy.
import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
