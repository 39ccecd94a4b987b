import type { setupContract } from "@app/shared/setup/contract";
import { siteConfigRoutes } from "@app/shared/setup/route";
import { SETUP_TEXTS } from "@app/shared/setup/texts";
import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { call, routed } from "../lib/client";

const setup = routed<Pick<typeof setupContract, "siteConfig">>(siteConfigRoutes);

/** How the site runs (sandbox payments or live): asked once per visit. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ["site-config"],
    queryFn: () => call(setup.siteConfig, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** On every back-office page while payments run in the sandbox: staff must never take test payments for real ones. */
export function TestModeBanner() {
  const { data } = useSiteConfig();
  if (!data?.test_mode) return null;
  return (
    <p
      data-testid="test-mode-banner"
      className="no-print mb-4 flex items-center gap-2 rounded-md bg-amber-400 px-4 py-2 text-sm font-bold text-slate-900"
    >
      <FlaskConical size={16} aria-hidden /> {SETUP_TEXTS.testMode}
    </p>
  );
}
