import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { shellQueries, type Navbar } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import { readStorage, writeStorage } from "../util/storage";
import { isNavbarCacheExpired, readNavbarCache, writeNavbarCache } from "./nav-rules";

/**
 * The navigation (spec 1 §7): the server's copy renders first; in the browser it is cached in
 * local storage with a one-hour marker, and fetched again once the marker has passed.
 */
export function useNavbarData(serverNavbar: Navbar | null | undefined): Navbar | undefined {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const options = shellQueries.navbar(client);
  const { data } = useQuery({ ...options, initialData: serverNavbar ?? undefined, enabled: false });

  useEffect(() => {
    const now = Date.now();
    if (serverNavbar) {
      if (isNavbarCacheExpired(readStorage, now)) writeNavbarCache(writeStorage, serverNavbar, now);
      return;
    }
    const cached = readNavbarCache(readStorage, now);
    if (cached) {
      queryClient.setQueryData(options.queryKey, cached);
      return;
    }
    queryClient
      .fetchQuery(options)
      .then((navbar) => writeNavbarCache(writeStorage, navbar, Date.now()))
      .catch(() => undefined);
    // The query key is stable; the effect runs once per server copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverNavbar, queryClient, client]);

  return data;
}
