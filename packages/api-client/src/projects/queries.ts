import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import {
  findReferrers,
  getChangeLogs,
  getCustomerProjectCount,
  getProject,
  getProjectListItems,
  getProjectNavbar,
  getProjectOutline,
  getProjectSummaries,
  getSharedProject,
} from "./api";
import type { CustomerProjectCountQuery } from "./types";

export const projectKeys = {
  all: queryRoots.projects,
  lists: () => [...projectKeys.all, "list"] as const,
  list: (page?: number, items?: number) => [...projectKeys.lists(), "minimal", page ?? null, items ?? null] as const,
  listItems: () => [...projectKeys.lists(), "listItems"] as const,
  navbar: () => [...projectKeys.lists(), "navbar"] as const,
  details: () => [...projectKeys.all, "detail"] as const,
  detail: (id: number) => [...projectKeys.details(), id] as const,
  shared: (shareId: string) => [...projectKeys.all, "shared", shareId] as const,
  outline: (id: number) => [...projectKeys.detail(id), "outline"] as const,
  changeLogs: (id: number) => [...projectKeys.detail(id), "changeLogs"] as const,
  referrers: (search: string) => [...projectKeys.all, "referrers", search] as const,
  customerCount: (query: CustomerProjectCountQuery) => [...projectKeys.all, "customerCount", query] as const,
};

export const projectQueries = {
  detail: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: projectKeys.detail(id), queryFn: async ({ signal }) => (await getProject(client, id, { signal })) ?? null }),
  shared: (client: ApiClient, shareId: string) =>
    queryOptions({ queryKey: projectKeys.shared(shareId), queryFn: async ({ signal }) => (await getSharedProject(client, shareId, { signal })) ?? null }),
  list: (client: ApiClient, page?: number, items?: number) =>
    queryOptions({ queryKey: projectKeys.list(page, items), queryFn: ({ signal }) => getProjectSummaries(client, page, items, { signal }) }),
  listItems: (client: ApiClient) =>
    queryOptions({ queryKey: projectKeys.listItems(), queryFn: ({ signal }) => getProjectListItems(client, { signal }) }),
  navbar: (client: ApiClient) => queryOptions({ queryKey: projectKeys.navbar(), queryFn: ({ signal }) => getProjectNavbar(client, { signal }) }),
  outline: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: projectKeys.outline(id), queryFn: ({ signal }) => getProjectOutline(client, id, { signal }) }),
  changeLogs: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: projectKeys.changeLogs(id), queryFn: ({ signal }) => getChangeLogs(client, id, { signal }) }),
  referrers: (client: ApiClient, search: string) =>
    queryOptions({
      queryKey: projectKeys.referrers(search),
      queryFn: ({ signal }) => findReferrers(client, search, { signal }),
      enabled: search.trim().length > 0,
    }),
  customerCount: (client: ApiClient, query: CustomerProjectCountQuery) =>
    queryOptions({ queryKey: projectKeys.customerCount(query), queryFn: ({ signal }) => getCustomerProjectCount(client, query, { signal }) }),
};
