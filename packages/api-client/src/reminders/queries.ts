import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getMyReminders, getProjectReminders } from "./api";

export const reminderKeys = {
  all: queryRoots.reminders,
  lists: () => [...reminderKeys.all, "list"] as const,
  mine: () => [...reminderKeys.lists(), "mine"] as const,
  project: (projectId: number) => [...reminderKeys.lists(), "project", projectId] as const,
};

export const reminderQueries = {
  mine: (client: ApiClient) => queryOptions({ queryKey: reminderKeys.mine(), queryFn: ({ signal }) => getMyReminders(client, { signal }) }),
  project: (client: ApiClient, projectId: number) =>
    queryOptions({ queryKey: reminderKeys.project(projectId), queryFn: ({ signal }) => getProjectReminders(client, projectId, { signal }) }),
};
