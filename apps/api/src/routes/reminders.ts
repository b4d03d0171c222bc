import {
  ProjectRemindersQuery,
  Reminder,
  ReminderBody,
  ReminderErrorAnswer,
  ReminderIdParams,
  REMINDER_MESSAGES,
  RemindersAnswer,
  ReminderStatusBody,
  ToolbarActions,
  ToolbarStateBody,
} from "@storefront/api-contract/reminders";
import type { FastifyError, FastifyInstance } from "fastify";
import type { FastifySchemaValidationError, SchemaErrorDataVar } from "fastify/types/schema";
import type { AppContext } from "../context";
import { clientErrorMessage, describeSchemaError } from "../http/error-handling";
import { BadRequestError, type HttpError } from "../http/errors";
import { documented, typed } from "../http/schemas";
import { reminderActions } from "../reminders/reminder-actions";

const doc = documented("reminders");
const security = [{ bearer: [] }];
/** Every refusal of these calls: errtext (spec 3 §8), with message holding the same sentence. */
const refusals = { 400: ReminderErrorAnswer, 401: ReminderErrorAnswer, 403: ReminderErrorAnswer, 404: ReminderErrorAnswer };

/** The sentence of one schema violation of a reminder or toolbar body (the contract's REMINDER_MESSAGES). */
function reminderSchemaMessage(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const field = error.instancePath.split("/")[1] ?? (error.keyword === "required" ? String(error.params.missingProperty) : "");
  const { keyword } = error;
  if (dataVar === "body") {
    if (field === "name") {
      if (keyword === "maxLength") return REMINDER_MESSAGES.nameTooLong;
      if (keyword === "required" || keyword === "type") return REMINDER_MESSAGES.nameRequired;
    }
    if (field === "date") return keyword === "required" ? REMINDER_MESSAGES.dateRequired : REMINDER_MESSAGES.dateInvalid;
    if (field === "notes" && keyword === "maxLength") return REMINDER_MESSAGES.notesTooLong;
    if (field === "status") return REMINDER_MESSAGES.statusInvalid;
    if (field === "id" && keyword === "enum") return REMINDER_MESSAGES.toolbarActionUnknown;
  }
  return describeSchemaError(error, dataVar);
}

/** The route's schemaErrorFormatter: one 400 with each violation's sentence, in the body's field order. */
function formatReminderSchemaErrors(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  return new BadRequestError([...new Set(errors.filter((e) => e.keyword !== "if").map((e) => reminderSchemaMessage(e, dataVar)))]);
}

const withReminderErrors = { schemaErrorFormatter: formatReminderSchemaErrors };

/**
 * Reminders and the admin toolbar (spec 3 §4, §7 "Own API: account" and "Reminders"; issue 16
 * items 1, 3). Staff only; refusals answer `{ errtext, message }` (spec 3 §8); every answer is
 * personal: `private, no-store`. The calls and rules: @storefront/api-contract/reminders.
 */
export async function registerReminderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const actions = reminderActions(context);

  await app.register(async (scope) => {
    // In this scope only: refusals as errtext. Anything else goes on to the API's handler (500).
    scope.setErrorHandler((error: FastifyError | HttpError, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) throw error;
      const errtext =
        error instanceof BadRequestError
          ? error.messages.join(" ")
          : status === 400
            ? clientErrorMessage(error as FastifyError)
            : error.message;
      if (status === 401) reply.header("www-authenticate", "Bearer");
      return reply.code(status).send({ errtext, message: errtext });
    });
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });
    const api = typed(scope);

    api.get(
      "/api/account/reminders",
      {
        ...doc("The signed-in staff member's reminders (Open and Done) by date, each with its due state by their store's day", {
          response: { 200: RemindersAnswer, ...refusals },
          security,
        }),
        ...withReminderErrors,
      },
      (request) => actions.mine(request),
    );

    api.get(
      "/api/Reminders",
      {
        ...doc("The signed-in staff member's reminders (Open and Done) of one project of the storefront", {
          querystring: ProjectRemindersQuery,
          response: { 200: RemindersAnswer, ...refusals },
          security,
        }),
        ...withReminderErrors,
      },
      (request) => actions.ofProject(request, request.query.projectId),
    );

    api.post(
      "/api/Reminders",
      {
        ...doc("Creates an Open reminder of the signed-in staff member, optionally about a project; answers it with 201", {
          body: ReminderBody,
          response: { 201: Reminder, ...refusals },
          security,
        }),
        ...withReminderErrors,
      },
      async (request, reply) => reply.code(201).send(await actions.create(request, request.body)),
    );

    api.put(
      "/api/Reminders/:id",
      {
        ...doc("Edits one of the signed-in staff member's reminders (name, date, notes; the project when sent); not an archived one", {
          params: ReminderIdParams,
          body: ReminderBody,
          response: { 200: Reminder, ...refusals },
          security,
        }),
        ...withReminderErrors,
      },
      (request) => actions.edit(request, request.params.id, request.body),
    );

    api.post(
      "/api/Reminders/status",
      {
        ...doc("Changes a reminder's status: Open → Done, Done → Open, Open or Done → Archived; any other change is a 400", {
          body: ReminderStatusBody,
          response: { 200: Reminder, ...refusals },
          security,
        }),
        ...withReminderErrors,
      },
      (request) => actions.setStatus(request, request.body.id, request.body.status),
    );

    api.get(
      "/api/account/toolbar",
      {
        ...doc("The admin toolbar's actions with the signed-in staff member's saved toggle state", {
          response: { 200: ToolbarActions, ...refusals },
          security,
        }),
        ...withReminderErrors,
      },
      (request) => actions.toolbar(request),
    );

    api.post(
      "/api/account/toolbar",
      {
        ...doc("Saves one admin toolbar toggle for the signed-in staff member; answers every action", {
          body: ToolbarStateBody,
          response: { 200: ToolbarActions, ...refusals },
          security,
        }),
        ...withReminderErrors,
      },
      (request) => actions.saveToolbar(request, request.body.id, request.body.isActive),
    );
  });
}
