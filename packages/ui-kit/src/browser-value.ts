import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (local storage, the address bar's host), read on each render
 * without a subscription. The server render and the hydrating render use `serverValue`; React
 * renders the component again right after hydration only where `read()` answers differently. So
 * read the answer the component needs ("is the panel open?"), not "are we in the browser yet?":
 * then a first-time visitor's page is not rendered twice. `read` must answer the same value
 * (Object.is) while nothing it reads has changed.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
