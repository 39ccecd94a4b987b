import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { queryClient } from "../src/lib/query-client";
import { checkNoUnansweredRequests } from "./fake-network";

// Each test starts with an empty page, data cache, browser storage and network.
afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  checkNoUnansweredRequests();
});
