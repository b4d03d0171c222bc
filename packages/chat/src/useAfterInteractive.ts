import { useEffect, useState } from "react";

/** How long the widget waits for an idle moment at most, once the page is hydrated. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * False on the server and during hydration; true once the page is interactive and the browser has
 * an idle moment (requestIdleCallback, at most IDLE_TIMEOUT_MS; a timer where it is missing). What
 * waits for it adds nothing to the first load and never competes with the page's own work.
 */
export function useAfterInteractive(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}
