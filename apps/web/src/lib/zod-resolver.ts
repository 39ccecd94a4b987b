import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; our Content-Security-Policy forbids eval,
// and even the probe is reported as a violation. Every form imports its resolver from here, so zod
// parses without it everywhere.
z.config({ jitless: true });

export { zodResolver };
