import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { routes } from "./routes";
import "./index.css";

/** Loads the lazy route modules of the current URL first, so a prerendered page hydrates without a flash. */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  await resolveLazyMatches();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const root = document.getElementById("root")!;
  if (root.dataset.prerendered === "true") hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
