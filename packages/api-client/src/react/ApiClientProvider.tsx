import { createContext, useContext, type ReactNode } from "react";
import type { ApiClient } from "../http/client";

const ApiClientContext = createContext<ApiClient | null>(null);

/** Gives the hooks their ApiClient: one per request during SSR, one per app in the browser. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient needs an <ApiClientProvider> above it");
  return client;
}
