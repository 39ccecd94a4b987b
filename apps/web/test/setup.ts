import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { queryClient } from "../src/lib/query-client";
import { checkNoUnansweredRequests } from "./fake-network";

// The app loads its toaster with the first toast (AppProviders' lazy import). Loaded here once, so a test waiting for
// a toast does not also wait for the module to be transformed, which took longer than waitFor's second under load.
await import("../src/components/ui/toaster");

// Each test starts with an empty page, data cache, browser storage and network.
afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  checkNoUnansweredRequests();
});
