import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { contentQueries, shellQueries } from "./queries";
import type { ContentListKind } from "./types";

export function useAlertBanner() {
  return useQuery(shellQueries.alertBanner(useApiClient()));
}

export function useSettings() {
  return useQuery(shellQueries.settings(useApiClient()));
}

export function useNavbar() {
  return useQuery(shellQueries.navbar(useApiClient()));
}

export function useStaticPage(name: string) {
  return useQuery(shellQueries.staticPage(useApiClient(), name));
}

export function useSale(dateOverride?: string) {
  return useQuery(shellQueries.sale(useApiClient(), dateOverride));
}

export function useContentList(kind: ContentListKind, page = 1, pageSize = 12) {
  return useQuery(contentQueries.list(useApiClient(), kind, page, pageSize));
}

export function useContentEntry(kind: ContentListKind, slug: string) {
  return useQuery(contentQueries.entry(useApiClient(), kind, slug));
}
