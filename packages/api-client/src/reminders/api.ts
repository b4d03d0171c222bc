import type { ApiClient, RequestOptions } from "../http/client";
import type { Reminder, ReminderDueState, ReminderStatusRequest, RemindersAnswer } from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getMyReminders(client: ApiClient, call?: Call): Promise<RemindersAnswer> {
  return client.get("/api/account/reminders", call);
}

export function getProjectReminders(client: ApiClient, projectId: number, call?: Call): Promise<RemindersAnswer> {
  return client.get("/api/Reminders", { ...call, query: { projectId } });
}

/** Open to Done, Done to Open (mark undone), any to Archived (spec 3 §4). */
export function setReminderStatus(client: ApiClient, request: ReminderStatusRequest): Promise<Reminder> {
  return client.post("/api/Reminders/status", request);
}

/** NotDue, Today or Overdue, by the reminder's local calendar day against now. */
export function reminderDueState(reminder: Pick<Reminder, "date">, now: Date = new Date()): ReminderDueState {
  const due = new Date(reminder.date);
  const dueDay = new Date(due.getFullYear(), due.getMonth(), due.getDate()).getTime();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (dueDay === today) return "Today";
  return dueDay < today ? "Overdue" : "NotDue";
}
