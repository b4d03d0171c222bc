export {
  type Reminder,
  type ReminderDueState,
  type RemindersAnswer,
  type ReminderStatus,
  type ReminderStatusRequest,
} from "./types";
export {
  getMyReminders,
  getProjectReminders,
  reminderDueState,
  setReminderStatus,
} from "./api";
export {
  reminderKeys,
  reminderQueries,
} from "./queries";
export {
  useMyReminders,
  useProjectReminders,
  useSetReminderStatus,
} from "./hooks";
