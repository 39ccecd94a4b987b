import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; our Content-Security-Policy forbids eval
// in the browser, and the probe alone is reported as a violation. Parse without it.
z.config({ jitless: true });
