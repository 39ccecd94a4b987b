/**
 * Fewer, larger chunks for the portal and the back office, without making the public pages load more.
 *
 * Left to itself the bundler cuts every module shared by a different set of lazily loaded pages into a chunk of its
 * own: a signed-in page then needs 30 to 50 small files (TanStack Query alone is five). On a phone network each file
 * costs a round trip and takes its share of the line while the 85 KB entry is still downloading, so their number,
 * more than their bytes, sets when the page can paint. This plugin reads the module graph once the build has it and
 * gives the bundler these groups:
 *
 * - `app-frame`: what the portal's layout needs (TanStack Query, the toasts, the session, the side menu) that no
 *   public page loads, the back office's layout too; `staff-frame`: what only the back office's layout adds (the staff
 *   session, roles, the sandbox banner), so the portal does not load it;
 * - `app-shared`: small building blocks both the signed-in pages and some public pages use (fields, buttons, the API
 *   client, company details, icons): one file instead of a dozen for both. Only what the frame or a quarter of an
 *   area's pages load (KIT_SHARE): the tracking timeline or the password field stay with the few pages showing them;
 * - `schemas`: zod, with the shared schemas and contracts the signed-in frame itself needs (the session's): the other
 *   shared schemas stay with the pages that use them, so the portal home does not load the rate cards' or the
 *   packages' schemas (a public page loads zod only with a form);
 * - `dialog`: Radix Dialog and its helpers, loaded by the pages that show a dialog at once and by the others only
 *   when a confirmation first opens;
 * - `staff-common` / `portal-common` / `app-common`: the kit a quarter or more of the pages of one area (or of both)
 *   load: list pages, tables, pagination, status badges. A feature's own modules stay out (see KIT_SHARE).
 *
 * The entry and the home page are never touched, and no public module lands in a group that makes a public page
 * load TanStack Query or other signed-in code. Large libraries a few pages need (payments, the forms library) keep
 * chunks of their own.
 */
import type { Plugin } from "vite";

/** Modules where a signed-in area starts: its layouts and its pages (the staff log-in pages included). */
const APP_ROOT = /[\\/]src[\\/](?:layouts[\\/](?:customer|admin)-layout\.tsx|routes[\\/](?:user|admin)[\\/])/;
const CUSTOMER_LAYOUT = /[\\/]src[\\/]layouts[\\/]customer-layout\.tsx$/;
const ADMIN_ROOT = /[\\/]src[\\/](?:layouts[\\/]admin-layout\.tsx|routes[\\/]admin[\\/])/;
const LAYOUT = /[\\/]src[\\/]layouts[\\/](?:customer|admin)-layout\.tsx$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/;
const SHARED_PACKAGE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/**
 * Radix Dialog and the libraries it brings (focus trap, scroll lock): a chunk of its own, so the lists whose only
 * dialog is the lazily loaded confirmation (components/ui/confirm-dialog.tsx) do not load it with their shared code.
 */
const DIALOG =
  /[\\/]node_modules[\\/](?:@radix-ui[\\/][^\\/]+|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/;
/** Libraries left to themselves: big, and needed by a few pages only (or, like the toasts, only once in use). */
const OWN_CHUNK =
  /[\\/]node_modules[\\/](?:@paystack|react-hook-form|@hookform)[\\/]|[\\/](?:use-schema-form\.ts|components[\\/]ui[\\/]toaster\.tsx)$/;

/**
 * Small signed-in building blocks every page may show, the portal's home among them, that no layout imports: they go
 * with the frame (app-frame) rather than with the area's common kit, which the home page does not otherwise load.
 * The load-failure alert ('Try again'): the home's counts show it, as do the lists whose kit is in app-common. The
 * cache keys several features share (lib/query-keys.ts, a few bytes): the home's counts use one, so alone they were a
 * file of their own on its first load.
 */
const FRAME_KIT = /[\\/]src[\\/](?:components[\\/]ui[\\/]load-failed\.tsx|lib[\\/]query-keys\.ts)$/;

/**
 * libphonenumber-js with its metadata (~25 KB gz): only the schemas of phone numbers (ship requests, notices) need it.
 * In a group it would come with every page of the group (the staff lists among them): its users stay with their pages.
 */
const PHONE = /[\\/]node_modules[\\/]libphonenumber-js[\\/]/;

/**
 * The share of an area's pages that must load a module at once for it to join the area's common group. Below it (a
 * feature's schemas, tables and API calls, used by its list, detail and form pages) the bundler puts the module in
 * a chunk shared by exactly the pages that use it: the staff shipments list then loads the shipments' schemas, not
 * the rate cards', invoices' and master shipments' too. A quarter keeps the list kit (toolbar, bulk status, table,
 * pagination) in one file: at 0.15 the shipments list loaded 5 KiB more, at 0.35 a file more for no fewer bytes.
 */
const KIT_SHARE = 0.25;

/**
 * Icons are imported through lucide-react's index, so the module graph cannot tell which page shows which: they stay
 * in app-shared (one file) rather than one tiny chunk per icon.
 */
const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

interface Graph {
  imported(id: string): readonly string[];
  dynamicallyImported(id: string): readonly string[];
}

function closure(starts: Iterable<string>, graph: Graph, dynamic: boolean, stopAt?: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id) || stopAt?.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imported(id));
    if (dynamic) stack.push(...graph.dynamicallyImported(id));
  }
  return seen;
}

export function signedInChunks() {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: "signed-in-chunks",
    apply: "build",
    buildEnd() {
      groupOf.clear();
      const ids = [...this.getModuleIds()];
      const info = new Map(ids.map((id) => [id, this.getModuleInfo(id)]));
      const graph: Graph = {
        imported: (id) => info.get(id)?.importedIds ?? [],
        dynamicallyImported: (id) => info.get(id)?.dynamicallyImportedIds ?? [],
      };
      const entry = closure(
        ids.filter((id) => info.get(id)?.isEntry),
        graph,
        false,
      );
      // What the entry loads lazily: the signed-in areas' layouts and pages, and everything public.
      const lazy = [...entry].flatMap((id) => graph.dynamicallyImported(id));
      const appRoots = lazy.filter((id) => APP_ROOT.test(id));
      const publicRoots = lazy.filter((id) => !APP_ROOT.test(id));
      const frameAll = closure(
        appRoots.filter((id) => LAYOUT.test(id)),
        graph,
        false,
        entry,
      );
      // The portal's frame is app-frame; what only the back office's adds (its session, roles, sandbox banner) is not.
      const portalFrame = closure(
        appRoots.filter((id) => CUSTOMER_LAYOUT.test(id)),
        graph,
        false,
        entry,
      );
      // What public pages load, at once or later. A public page may load frame modules lazily on its way into the
      // portal (the log-in form clears the portal's session cache after a log-in): the frame chunk may come then.
      const publicSide = new Set<string>();
      const stack = [...publicRoots];
      while (stack.length) {
        const id = stack.pop() as string;
        if (publicSide.has(id) || entry.has(id)) continue;
        publicSide.add(id);
        stack.push(...graph.imported(id), ...graph.dynamicallyImported(id).filter((next) => !frameAll.has(next)));
      }
      const appStatic = closure(appRoots, graph, false, entry);
      const uses = (id: string, what: RegExp) => [...closure([id], graph, false, entry)].some((dep) => what.test(dep));
      const usesZod = (id: string) => uses(id, ZOD);
      const adminReach = closure(
        appRoots.filter((id) => ADMIN_ROOT.test(id)),
        graph,
        true,
        entry,
      );
      const portalReach = closure(
        appRoots.filter((id) => !ADMIN_ROOT.test(id)),
        graph,
        true,
        entry,
      );
      // How many pages of each area load a module at once: the common groups take only what many of them share.
      const pages = appRoots.filter((id) => !LAYOUT.test(id));
      const adminPages = pages.filter((id) => ADMIN_ROOT.test(id));
      const portalPages = pages.filter((id) => !ADMIN_ROOT.test(id));
      const usersIn = (roots: string[]) => {
        const count = new Map<string, number>();
        for (const root of roots)
          for (const id of closure([root], graph, false, entry)) count.set(id, (count.get(id) ?? 0) + 1);
        return (id: string) => count.get(id) ?? 0;
      };
      const adminUsers = usersIn(adminPages);
      const portalUsers = usersIn(portalPages);
      const adminKit = (id: string) => adminUsers(id) >= adminPages.length * KIT_SHARE;
      const portalKit = (id: string) => portalUsers(id) >= portalPages.length * KIT_SHARE;
      for (const id of ids) {
        if (entry.has(id) || APP_ROOT.test(id) || OWN_CHUNK.test(id) || PHONE.test(id) || id.startsWith("\0")) continue;
        if (DIALOG.test(id) && !publicSide.has(id)) {
          groupOf.set(id, "dialog");
          continue;
        }
        if (publicSide.has(id)) {
          if (!appStatic.has(id)) continue;
          if (ZOD.test(id) || (SHARED_PACKAGE.test(id) && frameAll.has(id) && usesZod(id))) groupOf.set(id, "schemas");
          else if (!usesZod(id) && (ICON.test(id) || frameAll.has(id) || adminKit(id) || portalKit(id)))
            groupOf.set(id, "app-shared");
        } else if (portalFrame.has(id) || FRAME_KIT.test(id)) groupOf.set(id, "app-frame");
        else if (frameAll.has(id)) groupOf.set(id, "staff-frame");
        // A form would bring the forms library to every page of the group: forms stay with their pages.
        else if (uses(id, OWN_CHUNK)) continue;
        // Likewise a module showing a dialog stays with its pages: in a group, it would bring the dialog chunk to all.
        else if (uses(id, DIALOG)) continue;
        else if (uses(id, PHONE)) continue;
        // And a module using zod (a feature's schemas, the audit trail's) would bring zod to pages that build no schema.
        else if (usesZod(id)) continue;
        else if (adminReach.has(id) && !portalReach.has(id)) {
          if (adminKit(id)) groupOf.set(id, "staff-common");
        } else if (portalReach.has(id) && !adminReach.has(id)) {
          if (portalKit(id)) groupOf.set(id, "portal-common");
        } else if (adminKit(id) || portalKit(id)) groupOf.set(id, "app-common");
      }
    },
  };
  // A group takes only its own modules: what they import from other groups or the entry stays there.
  const group = (name: string, extra: object = {}) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    includeDependenciesRecursively: false,
    ...extra,
  });
  const groups = [
    group("app-frame"),
    group("staff-frame"),
    group("dialog"),
    group("app-shared"),
    group("schemas"),
    // Only what two or more lazily loaded modules share: a module of one page stays in that page's chunk.
    group("staff-common", { minShareCount: 2 }),
    group("portal-common", { minShareCount: 2 }),
    group("app-common", { minShareCount: 2 }),
  ];
  return { plugin, groups };
}
