import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { type PageMeta, takeRenderedMeta } from "./features/public-site/page-meta";
import { publicPages, routes } from "./routes";

export type { PageMeta };

/** Paths of the public pages without parameters: the ones prerendered at build. */
export function prerenderablePaths(): string[] {
  return publicPages
    .filter((route) => route.index || (route.path && !route.path.includes(":") && !route.path.includes("*")))
    .map((route) => (route.index ? "/" : `/${route.path}`));
}

export interface RenderedPage {
  html: string;
  meta?: PageMeta;
  status: number;
}

/**
 * Renders one page with the app's own route table, as the browser will: React Router's static
 * handler loads the lazy route modules it matches, and prerendering waits for every Suspense
 * boundary (lazily loaded forms included), so the HTML holds the whole page. No hydration script
 * is written: the page's CSP allows no inline scripts, and main.tsx rebuilds the router itself.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Keep every Suspense boundary inline: outlined ones need inline swap scripts, which the CSP forbids.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  return { html, meta: takeRenderedMeta(), status: context.statusCode };
}
