import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Operation } from "@app/shared/core/contract";
import type { StaffAction } from "@app/shared/core/roles";

/**
 * The staff action of every staff operation the shared contracts declare, by 'METHOD /api/path' as the OpenAPI
 * document names it ('/api/admin/packages/{id}'): the matrix tests read each route's roles (rolesFor) and scope
 * (STAFF_ACTION_SCOPES) from the operation itself, so a route says how it is scoped where it is declared.
 */
const SHARED_SRC = join(dirname(fileURLToPath(import.meta.url)), "../../../packages/shared/src");

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "access" in value;

export async function staffActionsByRoute(): Promise<Map<string, StaffAction>> {
  const actions = new Map<string, StaffAction>();
  for (const folder of readdirSync(SHARED_SRC, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(SHARED_SRC, folder.name))) {
      if (!/contract\.ts$/.test(file)) continue;
      const module = (await import(join(SHARED_SRC, folder.name, file))) as Record<string, unknown>;
      for (const contract of Object.values(module)) {
        if (typeof contract !== "object" || contract === null) continue;
        for (const op of Object.values(contract)) {
          if (!isOperation(op) || typeof op.access !== "object") continue;
          const path = `/api${op.path.replace(/:(\w+)/g, "{$1}")}`;
          actions.set(`${op.method} ${path}`, op.access.staff);
        }
      }
    }
  }
  return actions;
}
