import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getAccount } from "./api";

export const accountKeys = {
  all: queryRoots.account,
  info: () => [...accountKeys.all, "info"] as const,
};

export const accountQueries = {
  info: (client: ApiClient) => queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => getAccount(client, { signal }) }),
};
