#!/usr/bin/env node
// `node scripts/cli.mjs <tool> [arguments]`: runs a command-line tool of the server (backup, restore, seed,
// admin-create; apps/server/src/cli/<tool>.ts) compiled, as `npm start` runs the server: the server and its tools are
// built into apps/server/dist first when missing or older than their sources (scripts/lib/build.mjs), then the tool's
// dist/cli/<tool>.js runs in this process with plain node (no tsx or esbuild at run time). `npm run backup`,
// `restore`, `seed` and `admin:create` come here. A build says so on standard output (as `npm start` does); standard
// error stays the tool's own.
import { pathToFileURL } from "node:url";
import { buildIfStale, CLI_TOOLS, cliEntry } from "./lib/build.mjs";

const [tool, ...args] = process.argv.slice(2);
if (!CLI_TOOLS.includes(tool)) {
  console.error(`usage: node scripts/cli.mjs <${CLI_TOOLS.join("|")}> [arguments]`);
  process.exit(2);
}
try {
  await buildIfStale({ web: false });
} catch (error) {
  console.error(`${tool}: ${error.message}`);
  process.exit(1);
}
// The tool reads its arguments with util.parseArgs, i.e. from process.argv after the script's path.
process.argv = [process.argv[0], cliEntry(tool), ...args];
await import(pathToFileURL(cliEntry(tool)).href);
