import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import * as api from "./api";
import { reminderKeys, reminderQueries } from "./queries";
import type { Reminder, ReminderBody, ReminderEdit, ReminderStatusBody, ToolbarActions, ToolbarStateBody } from "./types";

type Enabled = { enabled?: boolean };

// Reads: asked only while a staff member is signed in (`enabled`).

/** GET /api/account/reminders (not on the login-callback page, spec 3 §4: the caller passes enabled false there). */
export function useMyReminders(options: Enabled = {}) {
  return useQuery({ ...reminderQueries.mine(useApiClient()), ...options });
}

export function useProjectReminders(projectId: number, options: Enabled = {}) {
  return useQuery({ ...reminderQueries.project(useApiClient(), projectId), ...options });
}

export function useToolbarActions(options: Enabled = {}) {
  return useQuery({ ...reminderQueries.toolbar(useApiClient()), ...options });
}

// Changes: every reminder list is read again.

export function useCreateReminder(options?: MutationOptions<Reminder, ReminderBody>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: ReminderBody) => api.createReminder(client, body),
    () => [reminderKeys.lists()],
    options,
  );
}

export function useEditReminder(options?: MutationOptions<Reminder, ReminderEdit>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (edit: ReminderEdit) => api.editReminder(client, edit),
    () => [reminderKeys.lists()],
    options,
  );
}

export function useSetReminderStatus(options?: MutationOptions<Reminder, ReminderStatusBody>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: ReminderStatusBody) => api.setReminderStatus(client, body),
    () => [reminderKeys.lists()],
    options,
  );
}

/** Saves one toggle; the answer (every action) replaces the cached toolbar. */
export function useSaveToolbarState(options?: MutationOptions<ToolbarActions, ToolbarStateBody>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    async (body: ToolbarStateBody) => {
      const actions = await api.saveToolbarState(client, body);
      queryClient.setQueryData(reminderKeys.toolbar(), actions);
      return actions;
    },
    () => [],
    options,
  );
}
