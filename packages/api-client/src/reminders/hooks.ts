import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { setReminderStatus } from "./api";
import { reminderKeys, reminderQueries } from "./queries";
import type { Reminder, ReminderStatusRequest } from "./types";

/** spec 3 §4: not refreshed on the login-callback page: pass enabled false there. */
export function useMyReminders(options: { enabled?: boolean } = {}) {
  return useQuery({ ...reminderQueries.mine(useApiClient()), ...options });
}

export function useProjectReminders(projectId: number) {
  return useQuery(reminderQueries.project(useApiClient(), projectId));
}

export function useSetReminderStatus(options?: MutationOptions<Reminder, ReminderStatusRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ReminderStatusRequest) => setReminderStatus(client, request), () => [reminderKeys.all], options);
}
