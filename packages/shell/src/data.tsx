import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { brandClientOptions, createBrowserApiClient } from "@storefront/api-client/http";
import { createStorefrontQueryClient } from "@storefront/api-client/page-data";
import { ApiClientProvider } from "@storefront/api-client/react";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { useSessionStore } from "@storefront/account/session";
import { endExpiredSession } from "./session";

/**
 * One QueryClient and one API client per browser session (and per server render). Every call
 * carries the signed-in visitor's access token (spec 3 §6); a 401 to a call made with an expired
 * token ends the session (spec 3 §8), unless the brand's logoutOn401 is off.
 */
export function DataProviders({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  const [queryClient] = useState(createStorefrontQueryClient);
  const [api] = useState(() =>
    createBrowserApiClient({
      ...brandClientOptions(brand),
      getAccessToken: () => useSessionStore.getState().accessToken,
      onLogout: endExpiredSession,
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
