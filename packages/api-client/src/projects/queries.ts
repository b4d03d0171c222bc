import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import {
  getChangeLog,
  getCompetitorPrices,
  getCustomerProjectCount,
  getMinimalProjects,
  getProject,
  getProjectOutline,
  getProjectPicker,
  getSharedProject,
  getStock,
  searchReferrers,
} from "./api";
import type { CustomerCountRequest, StockRequest } from "./types";

export const projectKeys = {
  all: queryRoots.projects,
  lists: () => [...projectKeys.all, "list"] as const,
  minimal: (page: number, items?: number) => [...projectKeys.lists(), "minimal", page, items ?? null] as const,
  picker: () => [...projectKeys.lists(), "picker"] as const,
  details: () => [...projectKeys.all, "detail"] as const,
  detail: (projectId: number) => [...projectKeys.details(), projectId] as const,
  outline: (projectId: number) => [...projectKeys.all, "outline", projectId] as const,
  shared: (shareId: string) => [...projectKeys.all, "shared", shareId] as const,
  changeLog: (projectId: number) => [...projectKeys.all, "changeLog", projectId] as const,
  customerCount: (request: CustomerCountRequest) => [...projectKeys.all, "customerCount", request] as const,
  referrers: (search: string) => [...projectKeys.all, "referrers", search] as const,
  stock: ({ sku, includeOtherStock }: StockRequest) => [...projectKeys.all, "stock", sku, includeOtherStock ?? false] as const,
  competitorPrices: (sku: string) => [...projectKeys.all, "competitorPrices", sku] as const,
};

export const projectQueries = {
  detail: (client: ApiClient, projectId: number) =>
    queryOptions({ queryKey: projectKeys.detail(projectId), queryFn: ({ signal }) => getProject(client, projectId, { signal }) }),
  outline: (client: ApiClient, projectId: number) =>
    queryOptions({ queryKey: projectKeys.outline(projectId), queryFn: ({ signal }) => getProjectOutline(client, projectId, { signal }) }),
  shared: (client: ApiClient, shareId: string) =>
    queryOptions({ queryKey: projectKeys.shared(shareId), queryFn: ({ signal }) => getSharedProject(client, shareId, { signal }) }),
  minimal: (client: ApiClient, page: number, items?: number) =>
    queryOptions({
      queryKey: projectKeys.minimal(page, items),
      queryFn: ({ signal }) => getMinimalProjects(client, page, items, { signal }),
    }),
  picker: (client: ApiClient) =>
    queryOptions({ queryKey: projectKeys.picker(), queryFn: ({ signal }) => getProjectPicker(client, { signal }) }),
  changeLog: (client: ApiClient, projectId: number) =>
    queryOptions({ queryKey: projectKeys.changeLog(projectId), queryFn: ({ signal }) => getChangeLog(client, projectId, { signal }) }),
  customerCount: (client: ApiClient, request: CustomerCountRequest) =>
    queryOptions({
      queryKey: projectKeys.customerCount(request),
      queryFn: ({ signal }) => getCustomerProjectCount(client, request, { signal }),
    }),
  referrers: (client: ApiClient, search: string) =>
    queryOptions({ queryKey: projectKeys.referrers(search), queryFn: ({ signal }) => searchReferrers(client, search, { signal }) }),
  stock: (client: ApiClient, request: StockRequest) =>
    queryOptions({ queryKey: projectKeys.stock(request), queryFn: ({ signal }) => getStock(client, request, { signal }) }),
  competitorPrices: (client: ApiClient, sku: string) =>
    queryOptions({
      queryKey: projectKeys.competitorPrices(sku),
      queryFn: ({ signal }) => getCompetitorPrices(client, sku, { signal }),
    }),
};
