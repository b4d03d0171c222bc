import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getProfile } from "./api";

export const identityKeys = {
  all: queryRoots.identity,
  profile: () => [...identityKeys.all, "profile"] as const,
};

export const identityQueries = {
  profile: (identityClient: ApiClient) =>
    queryOptions({ queryKey: identityKeys.profile(), queryFn: ({ signal }) => getProfile(identityClient, { signal }) }),
};
