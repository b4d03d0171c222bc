import { useContext, useEffect, useState } from "react";
import { PrefetchPageLinks, UNSAFE_FrameworkContext as FrameworkContext } from "react-router";
import { whenIdle } from "@storefront/page-kit/when-idle";

/**
 * The route data's preload key (spec 3 §2): once the page on screen is idle, the code and data of
 * the page it names (the one a shopper most likely opens next) are prefetched with React Router's
 * `PrefetchPageLinks`, so that page opens without waiting for them. Nothing before the page is
 * idle, so the prefetch never competes with the page's own loading.
 */
export function RoutePreload({ page }: { page: string | undefined }) {
  // The prefetch links come from the app's route manifest: a router without one (a test's, a
  // story's) has nothing to prefetch.
  const framework = useContext(FrameworkContext);
  const [idleFor, setIdleFor] = useState<string>();
  useEffect(() => {
    if (!page || !framework) return undefined;
    return whenIdle(() => setIdleFor(page));
  }, [page, framework]);
  return page && framework && idleFor === page ? <PrefetchPageLinks page={page} /> : null;
}
