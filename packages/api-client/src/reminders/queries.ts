import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getMyReminders, getProjectReminders, getToolbarActions } from "./api";

export const reminderKeys = {
  all: queryRoots.reminders,
  lists: () => [...reminderKeys.all, "list"] as const,
  mine: () => [...reminderKeys.lists(), "mine"] as const,
  project: (projectId: number) => [...reminderKeys.lists(), "project", projectId] as const,
  toolbar: () => [...reminderKeys.all, "toolbar"] as const,
};

export const reminderQueries = {
  mine: (client: ApiClient) => queryOptions({ queryKey: reminderKeys.mine(), queryFn: ({ signal }) => getMyReminders(client, { signal }) }),
  project: (client: ApiClient, projectId: number) =>
    queryOptions({
      queryKey: reminderKeys.project(projectId),
      queryFn: ({ signal }) => getProjectReminders(client, projectId, { signal }),
    }),
  toolbar: (client: ApiClient) =>
    queryOptions({ queryKey: reminderKeys.toolbar(), queryFn: ({ signal }) => getToolbarActions(client, { signal }) }),
};
