import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getAlertBanner, getContentEntry, getContentList, getNavbar, getSale, getSettings, getStaticPage } from "./api";
import type { ContentListKind } from "./types";

const HOUR = 60 * 60 * 1000;

/** What every page's frame reads: the alert banner, settings, navigation, static pages and the sale. */
export const shellKeys = {
  all: queryRoots.shell,
  alertBanner: () => [...shellKeys.all, "alertBanner"] as const,
  settings: () => [...shellKeys.all, "settings"] as const,
  navbar: () => [...shellKeys.all, "navbar"] as const,
  staticPage: (name: string) => [...shellKeys.all, "static", name] as const,
  sale: (dateOverride?: string) => [...shellKeys.all, "sale", dateOverride ?? null] as const,
};

/** Inspirations, recipes and blog posts. */
export const contentKeys = {
  all: queryRoots.content,
  lists: () => [...contentKeys.all, "list"] as const,
  list: (kind: ContentListKind, page: number, pageSize: number) => [...contentKeys.lists(), kind, page, pageSize] as const,
  entry: (kind: ContentListKind, slug: string) => [...contentKeys.all, "entry", kind, slug] as const,
};

export const shellQueries = {
  alertBanner: (client: ApiClient) =>
    queryOptions({ queryKey: shellKeys.alertBanner(), queryFn: ({ signal }) => getAlertBanner(client, { signal }) }),
  settings: (client: ApiClient) =>
    queryOptions({ queryKey: shellKeys.settings(), queryFn: ({ signal }) => getSettings(client, { signal }), staleTime: HOUR }),
  /** spec 1 §7: the navigation is cached and refetched after one hour. */
  navbar: (client: ApiClient) =>
    queryOptions({ queryKey: shellKeys.navbar(), queryFn: ({ signal }) => getNavbar(client, { signal }), staleTime: HOUR }),
  staticPage: (client: ApiClient, name: string) =>
    queryOptions({ queryKey: shellKeys.staticPage(name), queryFn: ({ signal }) => getStaticPage(client, name, { signal }) }),
  sale: (client: ApiClient, dateOverride?: string) =>
    queryOptions({ queryKey: shellKeys.sale(dateOverride), queryFn: ({ signal }) => getSale(client, dateOverride, { signal }) }),
};

export const contentQueries = {
  list: (client: ApiClient, kind: ContentListKind, page = 1, pageSize = 12) =>
    queryOptions({
      queryKey: contentKeys.list(kind, page, pageSize),
      queryFn: ({ signal }) => getContentList(client, kind, page, pageSize, { signal }),
    }),
  entry: (client: ApiClient, kind: ContentListKind, slug: string) =>
    queryOptions({
      queryKey: contentKeys.entry(kind, slug),
      queryFn: ({ signal }) => getContentEntry(client, kind, slug, { signal }),
    }),
};
