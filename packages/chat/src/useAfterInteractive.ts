import { useEffect, useState } from "react";
import { whenIdle } from "@storefront/page-kit/when-idle";

/** How long the widget waits for an idle moment at most, once the page is hydrated. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * False on the server and during hydration; true once the page is interactive and the browser has
 * an idle moment (page-kit's whenIdle, at most IDLE_TIMEOUT_MS). What
 * waits for it adds nothing to the first load and never competes with the page's own work.
 */
export function useAfterInteractive(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), IDLE_TIMEOUT_MS), []);
  return ready;
}
