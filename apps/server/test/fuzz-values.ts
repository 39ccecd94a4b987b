/** Seeded random values for the API fuzz test: shaped by a JSON schema, or hostile. */

export type Random = () => number;

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "x".repeat(70_000),
  "",
  " ",
  "\ud800",
  "😀".repeat(50),
  "' OR 1=1 --",
  "../../../etc/passwd",
  "%00",
  "<script>alert(1)</script>",
  "2024-13-45",
  "0000-00-00",
  "99999-12-31T25:61:61Z",
  "-1",
  "1e309",
  "NaN",
  "2147483648",
  "9999999999999999999999",
  "null",
  "a@b",
  "\\",
  "\r\n\t",
];

const HOSTILE_NUMBERS = [0, -1, 1.5, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e308, -1e308];

/** A hostile value of any type. */
export function hostile(random: Random): unknown {
  const r = random();
  if (r < 0.55) return pick(random, HOSTILE_STRINGS);
  if (r < 0.8) return pick(random, HOSTILE_NUMBERS);
  return pick(random, [null, true, false, [], {}, [pick(random, HOSTILE_STRINGS)], { a: { b: "\u0000" } }]);
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
}

/** A value that mostly follows `schema`, with boundary numbers and lengths; `chaos` is the chance of a hostile leaf. */
export function shaped(random: Random, schema: JsonSchema | undefined, chaos: number, depth = 0): unknown {
  if (!schema || depth > 6) return hostile(random);
  if (random() < chaos) return hostile(random);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return shaped(random, pick(random, variants), chaos, depth + 1);
  if (schema.allOf?.length) return shaped(random, schema.allOf[schema.allOf.length - 1], chaos, depth + 1);
  if (schema.enum?.length) return pick(random, schema.enum);
  switch (typeOf(schema)) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random() < 0.7) out[key] = shaped(random, inner, chaos, depth + 1);
      }
      return out;
    }
    case "array":
      return Array.from({ length: Math.floor(random() * 4) }, () => shaped(random, schema.items, chaos, depth + 1));
    case "integer":
    case "number": {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      const n = pick(random, [min, max, min + 1, Math.floor(min + random() * Math.min(max - min, 1000)), 1, 2]);
      return typeOf(schema) === "integer" ? Math.trunc(n) : n;
    }
    case "boolean":
      return random() < 0.5;
    case "string":
      return shapedString(random, schema);
    default:
      return hostile(random);
  }
}

function shapedString(random: Random, schema: JsonSchema): string {
  if (schema.format === "email") return pick(random, ["ada@example.com", `x${Math.floor(random() * 1e6)}@example.com`]);
  if (schema.format === "date-time" || schema.format === "date")
    return pick(random, ["2025-01-31", "2025-01-31T10:00:00Z"]);
  const max = Math.min(schema.maxLength ?? 40, 5000);
  const min = schema.minLength ?? 0;
  const length = pick(random, [min, max, Math.floor(min + random() * (max - min))]);
  const alphabet = pick(random, ["abcdefghij", "0123456789", "Ab1 -_.", "ßçø漢字🙂"]);
  return Array.from({ length }, () => pick(random, [...alphabet])).join("");
}
