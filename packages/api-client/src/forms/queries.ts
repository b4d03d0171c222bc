import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCustomForm, getCustomForms } from "./api";

const HOUR = 60 * 60 * 1000;

export const formKeys = {
  all: queryRoots.forms,
  /** The list takes no filters: one key. */
  list: () => [...formKeys.all, "list"] as const,
  details: () => [...formKeys.all, "detail"] as const,
  detail: (url: string) => [...formKeys.details(), url] as const,
};

// Form definitions are editorial content that changes rarely: an hour, like the navigation.
export const formQueries = {
  list: (client: ApiClient) =>
    queryOptions({ queryKey: formKeys.list(), queryFn: ({ signal }) => getCustomForms(client, { signal }), staleTime: HOUR }),
  detail: (client: ApiClient, url: string) =>
    queryOptions({ queryKey: formKeys.detail(url), queryFn: ({ signal }) => getCustomForm(client, url, { signal }), staleTime: HOUR }),
};
