import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { errorMessage } from "./api";
import { toastError, toastLoaded } from "./toast";

/**
 * The portal list toasts: the green '… Loaded!' after each fresh load of a list, and the red toast
 * with the server's error (or 'Error!') when it fails.
 */
export function useLoadToasts(query: UseQueryResult<unknown>, loaded: string, failed = "Error!") {
  const announced = useRef(0);
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && query.dataUpdatedAt !== announced.current) {
      announced.current = query.dataUpdatedAt;
      toastLoaded(loaded);
    }
  }, [query.isSuccess, query.isPlaceholderData, query.dataUpdatedAt, loaded]);
  useEffect(() => {
    if (query.isError) toastError(errorMessage(query.error, failed));
  }, [query.isError, query.error, failed]);
}

/** True when this tab has an earlier page of ours to go back to (not a fresh tab opened from a shared link). */
export function hasInAppHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
