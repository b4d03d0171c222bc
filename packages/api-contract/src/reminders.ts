/**
 * Reminders and the admin toolbar for staff (spec 3 §2 "Signed-in menu and admin navbar", §3
 * Reminders response, Reminder and Toolbar action, §4 "Admin toolbar and reminders", §7 "Own API:
 * account" and "Reminders", §8 "Reminder errors use the server's errtext", §9; issue 16 items 1, 3).
 *
 * Calls (the spec names GET /api/account/reminders, GET /api/Reminders?projectId and
 * POST /api/Reminders/status; the others are ours):
 * - GET  /api/account/reminders         the signed-in staff member's reminders (Open and Done).
 * - GET  /api/Reminders?projectId=      the signed-in staff member's reminders of one project.
 * - POST /api/Reminders                 creates one: { name, date, notes?, projectId? } → 201 Reminder.
 * - PUT  /api/Reminders/{id}            edits one: { name, date, notes?, projectId? } → 200 Reminder.
 * - POST /api/Reminders/status          { id, status } → 200 Reminder.
 * - GET  /api/account/toolbar           the admin toolbar's actions, with the saved toggle state.
 * - POST /api/account/toolbar           { id, isActive } saves one toggle → the actions.
 *
 * Who may call (ours; spec 3 §6 shows none on the server): staff only, as the project calls: a
 * signed-in account with a winningUserId on a storefront whose app has staff tooling. No or a bad
 * token: 401; a customer, or a storefront without staff tooling: 403.
 *
 * Rules (ours where the spec is silent):
 * - Reminders are personal: each belongs to the staff member who made it, and only they list,
 *   edit or change it; another's reminder is a 404, as one that does not exist.
 * - Lists hold Open and Done reminders (never Archived), by date then creation.
 * - Status changes (spec 3 §4): Open → Done, Done → Open (mark undone), Open or Done → Archived;
 *   anything else (the same status again, out of Archived) is a 400. An Archived reminder cannot
 *   be edited.
 * - `date` is a calendar day (YYYY-MM-DD, 2000-01-01 to 2099-12-31). `dueState` compares it with
 *   today in the staff member's store's time zone (their salesperson's store; Australia/Sydney
 *   when they have none): before today Overdue, today Today, after NotDue, whatever the status.
 * - Every refusal answers `{ errtext, message }` with the same sentence (spec 3 §8: reminder
 *   errors use the server's errtext), 400 for bad input, 401, 403, 404.
 */
import { truncateText, TRUNCATE_REMINDER_NOTES_LENGTH } from "@storefront/validation/price";
import { FreeText, Id, Nullable, StringEnum, Type, type Static } from "./common";
import { ISO_DATE_PATTERN } from "./patterns";

/* ------------------------------------------------------------------------------------------------
 * Limits, enums and messages
 * --------------------------------------------------------------------------------------------- */

export const REMINDER_LIMITS = {
  nameMaxLength: 100,
  notesMaxLength: 1000,
  /** The earliest and latest reminder dates accepted. */
  minDate: "2000-01-01",
  maxDate: "2099-12-31",
} as const;

/** spec 3 §3 reminder statuses. */
export const REMINDER_STATUSES = ["Open", "Done", "Archived"] as const;
export const ReminderStatus = StringEnum(REMINDER_STATUSES);
export type ReminderStatus = Static<typeof ReminderStatus>;

/** spec 3 §3 due states. */
export const REMINDER_DUE_STATES = ["NotDue", "Today", "Overdue"] as const;
export const ReminderDueState = StringEnum(REMINDER_DUE_STATES);
export type ReminderDueState = Static<typeof ReminderDueState>;

/** The API's errtext for refused reminder and toolbar calls (ours; the spec shows none). */
export const REMINDER_MESSAGES = {
  /** 401: no, a bad or an expired bearer token (spec 3 §8 generic 401 text). */
  signInRequired: "Authentication required. Please log in again.",
  /** 403: a signed-in customer (no winningUserId). */
  staffOnly: "Reminders and the admin toolbar are for staff only.",
  /** 403: a storefront whose app has no staff tooling. */
  noStaffTooling: "Reminders and the admin toolbar are not available on this storefront.",
  nameRequired: "Enter a name for the reminder.",
  nameTooLong: `The reminder's name can be at most ${REMINDER_LIMITS.nameMaxLength} characters.`,
  dateRequired: "Enter a date for the reminder.",
  dateInvalid: "Enter the reminder's date as a real day (YYYY-MM-DD) between 2000 and 2099.",
  notesTooLong: `The reminder's notes can be at most ${REMINDER_LIMITS.notesMaxLength} characters.`,
  statusInvalid: "The status must be Open, Done or Archived.",
  reminderNotFound: "Reminder not found.",
  projectNotFound: "Project not found.",
  archivedUnchangeable: "An archived reminder cannot be changed.",
  alreadyInStatus: "The reminder already has this status.",
  /** Out of Archived: only Open ↔ Done and to Archived are allowed (spec 3 §4). */
  transitionRefused: "An archived reminder cannot be opened or marked done again.",
  toolbarActionUnknown: "Unknown toolbar action.",
} as const;

/** spec 3 §9: a reminder's notes as the list shows them, cut to 20 characters plus '...'. */
export function reminderNotesPreview(notes: string): string {
  return truncateText(notes, TRUNCATE_REMINDER_NOTES_LENGTH);
}

/** spec 3 §4: whether a status change is allowed (Open → Done, Done → Open, Open or Done → Archived). */
export function isReminderTransitionAllowed(from: ReminderStatus, to: ReminderStatus): boolean {
  if (from === to || from === "Archived") return false;
  return to === "Archived" || (from === "Open" && to === "Done") || (from === "Done" && to === "Open");
}

/* ------------------------------------------------------------------------------------------------
 * Reminders
 * --------------------------------------------------------------------------------------------- */

/** spec 3 §3 Reminder, with its due state and project (ours). */
export const Reminder = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** A calendar day, YYYY-MM-DD. */
  date: Type.String(),
  /** '' when none. */
  notes: Type.String(),
  status: ReminderStatus,
  dueState: ReminderDueState,
  /** The project the reminder is about, or null. */
  projectId: Nullable(Type.Integer()),
});
export type Reminder = Static<typeof Reminder>;

/** spec 3 §3 Reminders response: GET /api/account/reminders and GET /api/Reminders?projectId. */
export const RemindersAnswer = Type.Object({
  totalCount: Type.Integer(),
  reminders: Type.Array(Reminder),
});
export type RemindersAnswer = Static<typeof RemindersAnswer>;

/** GET /api/Reminders?projectId=. */
export const ProjectRemindersQuery = Type.Object({ projectId: Id });

/**
 * POST /api/Reminders (create) and PUT /api/Reminders/{id} (edit). On an edit a missing notes
 * becomes '' and a missing projectId keeps the reminder's project (null unlinks it).
 */
export const ReminderBody = Type.Object(
  {
    name: FreeText(REMINDER_LIMITS.nameMaxLength),
    date: Type.String({ pattern: ISO_DATE_PATTERN, maxLength: 10 }),
    notes: Type.Optional(FreeText(REMINDER_LIMITS.notesMaxLength, 0, { multiLine: true })),
    projectId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
export type ReminderBody = Static<typeof ReminderBody>;

export const ReminderIdParams = Type.Object({ id: Id });

/** POST /api/Reminders/status. */
export const ReminderStatusBody = Type.Object({ id: Id, status: ReminderStatus }, { additionalProperties: false });
export type ReminderStatusBody = Static<typeof ReminderStatusBody>;

/** Every refusal of a reminder or toolbar call (spec 3 §8): errtext, and message with the same text. */
export const ReminderErrorAnswer = Type.Object({ errtext: Type.String(), message: Type.String() });
export type ReminderErrorAnswer = Static<typeof ReminderErrorAnswer>;

/* ------------------------------------------------------------------------------------------------
 * Admin toolbar
 * --------------------------------------------------------------------------------------------- */

/**
 * The toolbar's actions, in order (spec 3 §4: 'project-panel' navigates, the others open and
 * close the side panel). Names as the bar shows them.
 */
export const TOOLBAR_ACTIONS = [
  { id: "project-panel", name: "Projects" },
  { id: "product-panel", name: "Product" },
  { id: "reminders-panel", name: "Reminders" },
  { id: "stats-panel", name: "Stats" },
] as const;
export const TOOLBAR_ACTION_IDS = ["project-panel", "product-panel", "reminders-panel", "stats-panel"] as const;
export const ToolbarActionId = StringEnum(TOOLBAR_ACTION_IDS);
export type ToolbarActionId = Static<typeof ToolbarActionId>;

/**
 * spec 3 §3 Toolbar action. isActive: the toggle is on (saved per account, off until saved).
 * isButtonActive: the toggle applies on this storefront (always true from the API: only
 * storefronts with staff tooling answer, and the brand's showReminders flag is the storefront's
 * own, which hides the Reminders dropdown itself).
 */
export const ToolbarAction = Type.Object({
  id: ToolbarActionId,
  name: Type.String(),
  isActive: Type.Boolean(),
  isButtonActive: Type.Boolean(),
});
export type ToolbarAction = Static<typeof ToolbarAction>;

export const ToolbarActions = Type.Array(ToolbarAction);
export type ToolbarActions = Static<typeof ToolbarActions>;

/** POST /api/account/toolbar: saves one toggle; answers every action. */
export const ToolbarStateBody = Type.Object({ id: ToolbarActionId, isActive: Type.Boolean() }, { additionalProperties: false });
export type ToolbarStateBody = Static<typeof ToolbarStateBody>;
