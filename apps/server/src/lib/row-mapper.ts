import { isDeepStrictEqual } from "node:util";
import * as drizzle from "drizzle-orm";
import { Column, type DriverValueDecoder, getTableName, is, SQL, Subquery } from "drizzle-orm";

/** A selected field as Drizzle's prepared queries keep it (orderSelectedFields): where it goes, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

type Decoded = { decoder: DriverValueDecoder<unknown, unknown> };

/** The parts of a Drizzle prepared query (node-postgres and PGlite alike) that map its rows. */
interface MappedQuery {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Node = Record<string, unknown>;

/**
 * Drizzle's mapResultRow (drizzle-orm/utils.js) for every row of one statement, with each column's decoder and
 * table worked out once instead of once per row and column: it asks `is(field, Column)` and the like, which walks
 * the field's prototype chain, for each value; on a staff list page that was an eighth of the server's CPU. The
 * result is the same object: nested paths, decoded values, and a joined table whose columns are all null (on a
 * nullable join) answered as null.
 */
export function compiledRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => {
    const column = is(field, Column);
    const decoder: DriverValueDecoder<unknown, unknown> = column
      ? (field as Column)
      : is(field, SQL)
        ? (field as unknown as Decoded).decoder
        : is(field, Subquery)
          ? (field as unknown as { _: { sql: Decoded } })._.sql.decoder
          : (field as { sql: Decoded }).sql.decoder;
    const nullableTable =
      joinsNotNullableMap && column && path.length === 2 ? getTableName((field as Column).table) : undefined;
    return { path, name: path[path.length - 1]!, decoder, nullableTable };
  });
  const mapRow = (row: unknown[]): Node => {
    const result: Node = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < columns.length; i++) {
      const { path, name, decoder, nullableTable } = columns[i]!;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) {
        const chunk = path[p]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Node;
      }
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[name] = value;
      if (nullableTable !== undefined) {
        nullify ??= {};
        const objectName = path[0]!;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? nullableTable : false;
        else if (typeof nullify[objectName] === "string" && nullify[objectName] !== nullableTable)
          nullify[objectName] = false;
      }
    }
    if (nullify)
      for (const [objectName, tableName] of Object.entries(nullify))
        if (typeof tableName === "string" && !joinsNotNullableMap?.[tableName]) result[objectName] = null;
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * Set in tests (vitest.config.ts): every row mapped by a compiled mapper is also mapped by Drizzle's own
 * mapResultRow, and a difference throws.
 */
const VERIFY_ROW_MAPPERS = process.env.VERIFY_ROW_MAPPERS === "1";

/** Drizzle's own row mapper, exported by drizzle-orm though left out of its typings. */
function drizzleMapResultRow(
  fields: SelectedField[],
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): unknown {
  const own = (drizzle as unknown as { mapResultRow?: (...args: unknown[]) => unknown }).mapResultRow;
  if (typeof own !== "function")
    throw new Error("drizzle-orm no longer exports mapResultRow: update lib/row-mapper.ts");
  return own(fields, row, joinsNotNullableMap);
}

/** Makes a prepared select map its rows with compiledRowMapper (a query with a mapper of its own keeps it). */
export function useCompiledRowMapper(prepared: object): void {
  const query = prepared as MappedQuery;
  const { fields, joinsNotNullableMap } = query;
  if (!fields || query.customResultMapper) return;
  const compiled = compiledRowMapper(fields, joinsNotNullableMap);
  query.customResultMapper = VERIFY_ROW_MAPPERS
    ? (rows) => {
        const mapped = compiled(rows);
        const own = rows.map((row) => drizzleMapResultRow(fields, row, joinsNotNullableMap));
        if (!isDeepStrictEqual(mapped, own))
          throw new Error(`A compiled row mapper differs from Drizzle's: ${JSON.stringify({ mapped, own })}`);
        return mapped;
      }
    : compiled;
}
