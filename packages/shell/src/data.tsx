import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { brandClientOptions, createBrowserApiClient } from "@storefront/api-client/http";
import { createStorefrontQueryClient } from "@storefront/api-client/page-data";
import { ApiClientProvider } from "@storefront/api-client/react";
import type { BrandConfig } from "@storefront/ui-kit/brand";

/** One QueryClient and one API client per browser session (and per server render). */
export function DataProviders({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  const [queryClient] = useState(createStorefrontQueryClient);
  const [api] = useState(() => createBrowserApiClient(brandClientOptions(brand)));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
