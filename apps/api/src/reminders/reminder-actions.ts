import {
  isReminderTransitionAllowed,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  TOOLBAR_ACTIONS,
  type Reminder,
  type ReminderBody,
  type ReminderDueState,
  type ReminderStatus,
  type RemindersAnswer,
  type ToolbarActionId,
  type ToolbarActions,
} from "@storefront/api-contract/reminders";
import { calendarDayIn } from "@storefront/validation/dates";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { projects, reminders, toolbarStates } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { staffAccess, type StaffMember } from "../projects/access";
import { staffTimeZone } from "../stores/time-zones";

type ReminderRow = typeof reminders.$inferSelect;

/** The statuses the lists show (spec 3 §4: archived reminders are closed for good). */
const LISTED: ReminderStatus[] = ["Open", "Done"];

/** spec 3 §3 due states: the reminder's day against today in the staff member's store's zone. */
export function dueStateOf(date: string, today: string): ReminderDueState {
  if (date < today) return "Overdue";
  return date === today ? "Today" : "NotDue";
}

/** A real calendar day in the accepted range, or undefined. */
function validDate(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && text >= REMINDER_LIMITS.minDate && text <= REMINDER_LIMITS.maxDate ? text : undefined;
}

/** The body's fields, trimmed and checked beyond the schema (a blank name, a day that does not exist). */
function fieldsOf(body: ReminderBody): { name: string; date: string; notes: string } {
  const name = body.name.trim();
  if (!name) throw new BadRequestError([REMINDER_MESSAGES.nameRequired]);
  const date = validDate(body.date);
  if (!date) throw new BadRequestError([REMINDER_MESSAGES.dateInvalid]);
  return { name, date, notes: (body.notes ?? "").trim() };
}

/**
 * Reminders and the admin toolbar (issue 16 items 1, 3; the rules in
 * @storefront/api-contract/reminders): staff only, each reminder its owner's alone.
 */
export function reminderActions(context: Pick<AppContext, "db" | "accountSessions" | "now">) {
  const { db, now } = context;
  const requireStaff = staffAccess(context, REMINDER_MESSAGES);

  /** Today in the staff member's store's zone. */
  async function todayFor(request: FastifyRequest, staff: StaffMember): Promise<string> {
    return calendarDayIn(await staffTimeZone(db, staff.account.salespersonCode, request.storefront), now());
  }

  function present(row: ReminderRow, today: string): Reminder {
    return {
      id: row.id,
      name: row.name,
      date: row.date,
      notes: row.notes,
      status: row.status as ReminderStatus,
      dueState: dueStateOf(row.date, today),
      projectId: row.projectId,
    };
  }

  async function list(request: FastifyRequest, staff: StaffMember, projectId?: number): Promise<RemindersAnswer> {
    const [rows, today] = await Promise.all([
      db
        .select()
        .from(reminders)
        .where(
          and(
            eq(reminders.accountId, staff.account.id),
            eq(reminders.storefrontId, request.storefront.id),
            inArray(reminders.status, LISTED),
            projectId === undefined ? undefined : eq(reminders.projectId, projectId),
          ),
        )
        .orderBy(asc(reminders.date), asc(reminders.id)),
      todayFor(request, staff),
    ]);
    return { totalCount: rows.length, reminders: rows.map((row) => present(row, today)) };
  }

  /** A project of the storefront (any staff member's), or a 404. */
  async function requireProject(request: FastifyRequest, projectId: number): Promise<void> {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.storefrontId, request.storefront.id)))
      .limit(1);
    if (!row) throw new NotFoundError(REMINDER_MESSAGES.projectNotFound);
  }

  /** The staff member's own reminder on this storefront; anyone else's is not found either. */
  async function own(request: FastifyRequest, staff: StaffMember, id: number): Promise<ReminderRow> {
    const [row] = await db
      .select()
      .from(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.accountId, staff.account.id), eq(reminders.storefrontId, request.storefront.id)))
      .limit(1);
    if (!row) throw new NotFoundError(REMINDER_MESSAGES.reminderNotFound);
    return row;
  }

  async function toolbar(staff: StaffMember): Promise<ToolbarActions> {
    const saved = await db
      .select({ actionId: toolbarStates.actionId, isActive: toolbarStates.isActive })
      .from(toolbarStates)
      .where(eq(toolbarStates.accountId, staff.account.id));
    const active = new Map(saved.map((row) => [row.actionId, row.isActive]));
    // isButtonActive: every action applies wherever the toolbar answers (staff tooling storefronts);
    // the brand's showReminders flag is the storefront app's own (contract's ToolbarAction).
    return TOOLBAR_ACTIONS.map(({ id, name }) => ({ id, name, isActive: active.get(id) ?? false, isButtonActive: true }));
  }

  return {
    requireStaff,

    /** GET /api/account/reminders. */
    async mine(request: FastifyRequest): Promise<RemindersAnswer> {
      return list(request, await requireStaff(request));
    },

    /** GET /api/Reminders?projectId=. */
    async ofProject(request: FastifyRequest, projectId: number): Promise<RemindersAnswer> {
      const staff = await requireStaff(request);
      await requireProject(request, projectId);
      return list(request, staff, projectId);
    },

    /** POST /api/Reminders: a new Open reminder. */
    async create(request: FastifyRequest, body: ReminderBody): Promise<Reminder> {
      const staff = await requireStaff(request);
      const fields = fieldsOf(body);
      const projectId = body.projectId ?? null;
      if (projectId !== null) await requireProject(request, projectId);
      const at = now();
      const [row] = await db
        .insert(reminders)
        .values({
          ...fields,
          accountId: staff.account.id,
          storefrontId: request.storefront.id,
          projectId,
          status: "Open",
          createdAt: at,
          modifiedAt: at,
        })
        .returning();
      return present(row as ReminderRow, await todayFor(request, staff));
    },

    /** PUT /api/Reminders/{id}: name, date and notes; the project when the body names one (null unlinks). */
    async edit(request: FastifyRequest, id: number, body: ReminderBody): Promise<Reminder> {
      const staff = await requireStaff(request);
      const reminder = await own(request, staff, id);
      if (reminder.status === "Archived") throw new BadRequestError([REMINDER_MESSAGES.archivedUnchangeable]);
      const fields = fieldsOf(body);
      const projectId = body.projectId === undefined ? reminder.projectId : body.projectId;
      if (projectId !== null && projectId !== reminder.projectId) await requireProject(request, projectId);
      const [row] = await db
        .update(reminders)
        .set({ ...fields, projectId, modifiedAt: now() })
        .where(eq(reminders.id, reminder.id))
        .returning();
      return present(row as ReminderRow, await todayFor(request, staff));
    },

    /** POST /api/Reminders/status: Open → Done, Done → Open, Open or Done → Archived (spec 3 §4). */
    async setStatus(request: FastifyRequest, id: number, status: ReminderStatus): Promise<Reminder> {
      const staff = await requireStaff(request);
      const reminder = await own(request, staff, id);
      const from = reminder.status as ReminderStatus;
      if (!isReminderTransitionAllowed(from, status)) {
        throw new BadRequestError([from === status ? REMINDER_MESSAGES.alreadyInStatus : REMINDER_MESSAGES.transitionRefused]);
      }
      // Only from the status read, so two changes at once cannot both pass the rule.
      const [row] = await db
        .update(reminders)
        .set({ status, modifiedAt: now() })
        .where(and(eq(reminders.id, reminder.id), eq(reminders.status, from)))
        .returning();
      if (!row) throw new BadRequestError([REMINDER_MESSAGES.transitionRefused]);
      return present(row, await todayFor(request, staff));
    },

    /** GET /api/account/toolbar. */
    async toolbar(request: FastifyRequest): Promise<ToolbarActions> {
      return toolbar(await requireStaff(request));
    },

    /** POST /api/account/toolbar: one toggle saved for the account; answers every action. */
    async saveToolbar(request: FastifyRequest, id: ToolbarActionId, isActive: boolean): Promise<ToolbarActions> {
      const staff = await requireStaff(request);
      await db
        .insert(toolbarStates)
        .values({ accountId: staff.account.id, actionId: id, isActive, modifiedAt: now() })
        .onConflictDoUpdate({ target: [toolbarStates.accountId, toolbarStates.actionId], set: { isActive, modifiedAt: now() } });
      return toolbar(staff);
    },
  };
}

export type ReminderActions = ReturnType<typeof reminderActions>;
