/**
 * Method and path of the site's configuration, without its schema: the back office's frame asks for it (its sandbox
 * banner) without loading zod (setup.contract.ts declares the whole operation from these).
 */
export const siteConfigRoutes = { siteConfig: { method: "GET", path: "/site-config" } } as const;
