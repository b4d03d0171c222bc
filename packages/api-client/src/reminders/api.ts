import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { Reminder, ReminderBody, ReminderEdit, RemindersAnswer, ReminderStatusBody, ToolbarActions, ToolbarStateBody } from "./types";

type Call = Pick<RequestOptions, "signal">;
/**
 * Reminder and toolbar failures are shown where they happen (spec 3 §8: the server's errtext,
 * which `ApiError.serverMessages` reads first): no redirect lookup on a 404.
 */
const own = { redirectOn404: false } as const;

// Reminders (spec 3 §7 "Own API: account" and "Reminders").

/** GET /api/account/reminders: the signed-in staff member's Open and Done reminders, by date. */
export function getMyReminders(client: ApiClient, call?: Call): Promise<RemindersAnswer> {
  return client.get("/api/account/reminders", { ...call, ...own });
}

/** GET /api/Reminders?projectId=: the signed-in staff member's reminders of one project. */
export function getProjectReminders(client: ApiClient, projectId: number, call?: Call): Promise<RemindersAnswer> {
  return client.get("/api/Reminders", { ...call, ...own, query: { projectId } });
}

/** POST /api/Reminders: a new Open reminder (201). */
export function createReminder(client: ApiClient, body: ReminderBody): Promise<Reminder> {
  return client.post("/api/Reminders", body, own);
}

/** PUT /api/Reminders/{id}: the reminder's name, date, notes and project. */
export function editReminder(client: ApiClient, { id, ...body }: ReminderEdit): Promise<Reminder> {
  return client.put(path`/api/Reminders/${id}`, body, own);
}

/** POST /api/Reminders/status {id, status}: Open → Done, Done → Open, Open or Done → Archived (spec 3 §4). */
export function setReminderStatus(client: ApiClient, body: ReminderStatusBody): Promise<Reminder> {
  return client.post("/api/Reminders/status", body, own);
}

// The admin toolbar (spec 3 §2, §3 Toolbar action, §4).

/** GET /api/account/toolbar: the toolbar's actions with the staff member's saved toggle state. */
export function getToolbarActions(client: ApiClient, call?: Call): Promise<ToolbarActions> {
  return client.get("/api/account/toolbar", { ...call, ...own });
}

/** POST /api/account/toolbar {id, isActive}: saves one toggle; answers every action. */
export function saveToolbarState(client: ApiClient, body: ToolbarStateBody): Promise<ToolbarActions> {
  return client.post("/api/account/toolbar", body, own);
}
