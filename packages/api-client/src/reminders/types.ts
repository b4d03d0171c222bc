/** Reminder and admin toolbar calls (spec 3 §3, §4, §7; issue 16). The types come from the commerce API's contract. */
export type {
  Reminder,
  ReminderBody,
  ReminderDueState,
  ReminderErrorAnswer,
  ReminderStatus,
  ReminderStatusBody,
  RemindersAnswer,
  ToolbarAction,
  ToolbarActionId,
  ToolbarActions,
  ToolbarStateBody,
} from "@storefront/api-contract/reminders";

/** PUT /api/Reminders/{id}: the reminder's id with the edited fields. */
export interface ReminderEdit {
  id: number;
  name: string;
  date: string;
  notes?: string;
  /** Absent keeps the reminder's project; null unlinks it. */
  projectId?: number | null;
}
