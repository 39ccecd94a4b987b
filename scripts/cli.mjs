#!/usr/bin/env node
// `node scripts/cli.mjs <tool> [arguments]`: runs a command-line tool of the server (backup, restore, seed,
// admin-create; apps/server/src/cli/<tool>.ts) compiled, as `npm start` runs the server: the server and its tools are
// built into apps/server/dist first when missing or older than their sources (scripts/lib/build.mjs), then the tool's
// dist/cli/<tool>.js runs in this process with plain node (no tsx or esbuild at run time). `npm run backup`,
// `restore`, `seed` and `admin:create` come here. A build says so on standard output (as `npm start` does); standard
// error stays the tool's own.
//
// Never rebuilt under a server: with NODE_ENV=production (as `npm run start:prod`, decision 0068), or while a server
// runs the build (a rebuild swaps dist, and the server's lazily loaded chunks with it), the tool runs the existing
// build and warns when it is older than the sources. Only a missing build is made then, and in production not even
// that (`npm run build` is the step that builds).
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, CLI_TOOLS, cliEntry, ROOT, serverIsStale, serverRunningTheBuild } from "./lib/build.mjs";

const [tool, ...args] = process.argv.slice(2);
if (!CLI_TOOLS.includes(tool)) {
  console.error(`usage: node scripts/cli.mjs <${CLI_TOOLS.join("|")}> [arguments]`);
  process.exit(2);
}
const production = process.env.NODE_ENV === "production";
const server = production || !existsSync(cliEntry(tool)) ? undefined : serverRunningTheBuild();
try {
  if (production && !existsSync(cliEntry(tool))) {
    console.error(
      `${tool}: (NODE_ENV=production, never builds) the build is missing: ${relative(ROOT, cliEntry(tool))}.\n` +
        "Run `npm run build` once (after every update of the code), then run the tool again.",
    );
    process.exit(1);
  }
  if (production || server) {
    if (serverIsStale())
      console.warn(
        `${tool}: the build is older than the sources; not rebuilt ` +
          `(${production ? "NODE_ENV=production" : `the server, process ${server}, runs it`}). ` +
          "Run `npm run build` and restart the server to bring it up to date.",
      );
  } else {
    await buildIfStale({ web: false });
  }
} catch (error) {
  console.error(`${tool}: ${error.message}`);
  process.exit(1);
}
// The tool reads its arguments with util.parseArgs, i.e. from process.argv after the script's path.
process.argv = [process.argv[0], cliEntry(tool), ...args];
await import(pathToFileURL(cliEntry(tool)).href);
