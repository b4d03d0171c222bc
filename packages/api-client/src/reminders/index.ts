export {
  type Reminder,
  type ReminderBody,
  type ReminderDueState,
  type ReminderEdit,
  type ReminderErrorAnswer,
  type ReminderStatus,
  type ReminderStatusBody,
  type RemindersAnswer,
  type ToolbarAction,
  type ToolbarActionId,
  type ToolbarActions,
  type ToolbarStateBody,
} from "./types";
export {
  createReminder,
  editReminder,
  getMyReminders,
  getProjectReminders,
  getToolbarActions,
  saveToolbarState,
  setReminderStatus,
} from "./api";
export { reminderKeys, reminderQueries } from "./queries";
export {
  useCreateReminder,
  useEditReminder,
  useMyReminders,
  useProjectReminders,
  useSaveToolbarState,
  useSetReminderStatus,
  useToolbarActions,
} from "./hooks";
