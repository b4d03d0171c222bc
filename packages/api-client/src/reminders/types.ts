/** Reminders (spec 3 §3 and §7). */

export type ReminderStatus = "Open" | "Done" | "Archived";
export type ReminderDueState = "NotDue" | "Today" | "Overdue";

export interface Reminder {
  id: number;
  name: string;
  /** ISO 8601 date-time. */
  date: string;
  notes: string;
  status: ReminderStatus;
  /** The project it belongs to (ours). */
  projectId?: number | null;
}

/** GET /api/account/reminders and GET /api/Reminders?projectId. */
export interface RemindersAnswer {
  totalCount: number;
  reminders: Reminder[];
}

/** POST /api/Reminders/status. */
export interface ReminderStatusRequest {
  id: number;
  status: ReminderStatus;
}
