/**
 * zod as the browser build sees it: vite.config.ts points every `import … from "zod"` of the client bundle (our
 * shared schemas included) here. zod compiles object parsers with `new Function` when it may, and probes for that
 * the first time an object schema is built; our Content-Security-Policy forbids eval, and the probe alone is reported
 * as a violation (the Chrome inspector's 'Content security policy' issue). The imports below run before this
 * module's body and this body runs before any module importing "zod", so no schema is built before `jitless` is set,
 * whichever page loads first.
 */
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
