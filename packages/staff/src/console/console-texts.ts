import { isApiError } from "@storefront/api-client/http";
import type { ReminderDueState, ReminderStatus } from "@storefront/api-contract/reminders";

/** The staff console's words (spec 3 §2, §4; ours where the spec names none). */
export const consoleTexts = {
  toolbar: "Staff tools",
  reminders: "My reminders",
  remindersList: "Your reminders",
  remindersLoading: "Loading reminders",
  remindersEmpty: "No reminders.",
  remindersFailed: "Your reminders could not be loaded.",
  addReminder: "Add reminder",
  viewReminder: (name: string) => `View / edit: ${name}`,
  markDone: (name: string) => `Mark done: ${name}`,
  markUndone: (name: string) => `Mark undone: ${name}`,
  archive: (name: string) => `Archive: ${name}`,
  close: "Close",
  panelTitle: (name: string) => `Staff panel: ${name}`,
} as const;

/** spec 3 §3 due states as the list shows them. */
export const dueStateTexts: Record<ReminderDueState, string> = {
  NotDue: "Not due",
  Today: "Due today",
  Overdue: "Overdue",
};

export const statusTexts: Record<ReminderStatus, string> = { Open: "Open", Done: "Done", Archived: "Archived" };

/** The panel pages' words. */
export const panelTexts = {
  staffOnly: "The staff panel is for signed-in staff.",
  checking: "Checking your session",
  productTitle: "Product",
  noProduct: "Open a product page to see its stock and competitor prices.",
  stockHeading: "Stock",
  competitorHeading: "Competitor prices",
  projectTitle: "Project",
  noProject: "Open a project to see its summary here.",
  projectLoading: "Loading the project",
  openProject: (name: string) => `Open ${name}`,
  customerTitle: "Customer projects",
  customerEmail: "Customer e-mail",
  findProjects: "Find projects",
  customerCount: (count: number, email: string) => `${count} ${count === 1 ? "project" : "projects"} for ${email}.`,
  listCustomerProjects: "List them on the dashboard",
  remindersTitle: "Reminders",
  reminderTitle: "Reminder",
  newReminderTitle: "New reminder",
  editReminderTitle: "Edit reminder",
  name: "Name",
  date: "Date",
  notes: "Notes",
  save: "Save",
  saved: "Reminder saved.",
  backToReminders: "All reminders",
  reminderNotFound: "Reminder not found.",
  statsTitle: "Stats",
  statsLoading: "Loading your projects",
  statsTotal: "Your projects",
  statsLatest: (shown: number) => `Counted over your latest ${shown} projects.`,
  statsCaption: "Your projects by quote status",
  statsStatus: "Quote status",
  statsCount: "Projects",
} as const;

/** spec 3 §8: reminder errors show the server's errtext; an answer without one gets the fallback. */
export function errtextOf(error: unknown, fallback: string): string {
  return (isApiError(error) ? error.serverMessages[0] : undefined) ?? fallback;
}
