#!/usr/bin/env node
// `npm run build -w apps/server`: compiles the server to JavaScript in apps/server/dist (scripts/lib/build.mjs),
// whether or not it is stale. `npm start` builds it itself when it is missing or older than its sources.
import { buildServer } from "./lib/build.mjs";

await buildServer();
