import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Every index.html under dist, keyed by its route ('/' , '/about-us', ...): the prerendered pages. */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === "index.html") {
        const route = `/${relative(root, dir).split(sep).join("/")}`.replace(/\/$/, "") || "/";
        pages.set(route, relative(root, path).split(sep).join("/"));
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * Serves the built web app. A prerendered page is sent for its route; every other client
 * route gets the app shell (history fallback), so reloading any page works.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const available = existsSync(join(distDir, "index.html"));
  const pages = available ? prerenderedPages(distDir) : new Map<string, string>();
  if (available) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      redirect: false,
      // The build writes .br and .gz beside every text file (apps/web/scripts/prerender.ts): sent as they are, in
      // place of the file asked for. They are not routes of their own: no browser asks for them by name, and a route
      // for each (GET and HEAD) would keep three times the routes in memory (~11 MB idle, scripts/bench/idle-rss.mjs).
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      // Hashed build assets never change; everything else revalidates.
      setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
        if (path.includes(`${sep}assets${sep}`)) reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
    // The shell itself is served by the fallback below; static covers /assets and public files.
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: `No route for ${request.method} ${path}` });
    }
    if (path.startsWith("/api/") || path === "/api" || /\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).send({ error: `No route for ${request.method} ${path}` });
    }
    if (!available) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build` (npm start does this for you).");
    }
    const route = path.replace(/\/+$/, "") || "/";
    // dist/shell.html is the unrendered app shell (written by the prerender step); dist/index.html is the home page.
    const file = pages.get(route) ?? (existsSync(join(distDir, "shell.html")) ? "shell.html" : "index.html");
    // A page names the build's current assets: the browser asks again every time (no-cache; the file's ETag makes that
    // cheap). cacheControl: false, or @fastify/static would write its own `public, max-age=0` over it.
    reply.header("cache-control", "no-cache");
    return reply.sendFile(file, { cacheControl: false });
  });
}
