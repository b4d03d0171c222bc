import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCookingDemo, getCookingDemos } from "./api";
import type { CookingDemoFilter } from "./types";

export const cookingDemoKeys = {
  all: queryRoots.cookingDemo,
  lists: () => [...cookingDemoKeys.all, "list"] as const,
  list: (filter: CookingDemoFilter = {}) => [...cookingDemoKeys.lists(), filter] as const,
  details: () => [...cookingDemoKeys.all, "detail"] as const,
  detail: (id: number) => [...cookingDemoKeys.details(), id] as const,
};

export const cookingDemoQueries = {
  /** spec 1 §4: a failed fetch retries once, then fails. */
  list: (client: ApiClient, filter: CookingDemoFilter = {}) =>
    queryOptions({
      queryKey: cookingDemoKeys.list(filter),
      queryFn: ({ signal }) => getCookingDemos(client, filter, { signal }),
      retry: 1,
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: cookingDemoKeys.detail(id), queryFn: ({ signal }) => getCookingDemo(client, id, { signal }), retry: 1 }),
};
