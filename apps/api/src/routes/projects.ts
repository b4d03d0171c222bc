import { errorAnswers, MessageAnswer, Type } from "@storefront/api-contract/common";
import {
  CreateProjectBody,
  MinimalProjects,
  MinimalProjectsQuery,
  Project,
  ProjectCustomerBody,
  ProjectDetailsBody,
  ProjectIdParams,
  ProjectNameBody,
  ProjectNavbar,
  ProjectOutline,
  ProjectPickerList,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  SharedProject,
  SharedProjectQuery,
  DuplicateProjectBody,
} from "@storefront/api-contract/projects";
import { and, eq } from "drizzle-orm";
import type { onSendHookHandler } from "fastify";
import type { AppContext } from "../context";
import { projects } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { documented, type TypedApp } from "../http/schemas";
import { loadBundle } from "../projects/project-store";
import { outlineAnswer, projectAnswer, sharedAnswer } from "../projects/project-view";
import type { ProjectServiceSet } from "../projects/services";

const doc = documented("projects");
const security = [{ bearer: [] }];
/** The answers every staff-only call can give besides its own: 400, 401, 403, 404. */
export const staffAnswers = { ...errorAnswers, 401: MessageAnswer, 403: MessageAnswer };
export const projectAnswers = { 200: Project, ...staffAnswers };
const PROJECT_PATHS = /^\/api\/(v2\/project|projects)(\/|\?|$)/i;

/** Every project answer is personal, its errors included. */
const personalAnswer: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header("cache-control", "private, no-store");
  done(null, payload);
};

/**
 * spec 3 §7 Projects v2: create, read (204 when empty), outline, shared read, the lists, name,
 * details, customer, duplicate and delete. Staff only (src/projects/access.ts), except the
 * shared read. Every answer is personal: `private, no-store`.
 */
export function registerProjectRoutes(api: TypedApp, { db, now }: AppContext, services: ProjectServiceSet): void {
  const { core, projects: actions } = services;
  // On the project routes alone (each registered after this), not as a hook every API answer runs.
  api.addHook("onRoute", (route) => {
    if (!PROJECT_PATHS.test(route.url)) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, personalAnswer];
  });

  api.post(
    "/api/v2/project",
    doc("Creates an empty, open project for the signed-in staff member (their salesperson and store); answers it with 201", {
      body: CreateProjectBody,
      response: { 201: Project, ...staffAnswers },
      security,
    }),
    async (request, reply) => reply.code(201).send(await actions.create(request, request.body)),
  );

  api.get(
    "/api/v2/project/navbar",
    doc("The signed-in staff member's most recently changed projects (created by them or theirs as salesperson)", {
      response: { 200: ProjectNavbar, ...staffAnswers },
      security,
    }),
    (request) => actions.navbar(request),
  );

  api.get(
    "/api/v2/project/minimal",
    doc("The signed-in staff member's projects a page at a time (page from 0, items 1-100, default 20), newest change first", {
      querystring: MinimalProjectsQuery,
      response: { 200: MinimalProjects, ...staffAnswers },
      security,
    }),
    (request) => actions.minimal(request, request.query.page ?? 0, request.query.items ?? PROJECT_LIMITS.minimalPageSize),
  );

  api.get(
    "/api/projects/list-item",
    doc("The signed-in staff member's projects with their folders, for adding a product (at most 200)", {
      response: { 200: ProjectPickerList, ...staffAnswers },
      security,
    }),
    (request) => actions.pickerList(request),
  );

  api.get(
    "/api/v2/project/shared",
    doc("A shared project, read-only and without sign-in: 404 for an unknown shareId or a project no longer shared", {
      querystring: SharedProjectQuery,
      response: { 200: SharedProject, ...errorAnswers },
    }),
    async (request) => {
      const [row] = await db
        .select()
        .from(projects)
        .where(
          and(
            eq(projects.shareId, request.query.shareId.toLowerCase()),
            eq(projects.storefrontId, request.storefront.id),
            eq(projects.sharedStatus, true),
          ),
        )
        .limit(1);
      if (!row) throw new NotFoundError(PROJECT_MESSAGES.sharedNotFound);
      const bundle = await loadBundle(db, row);
      return sharedAnswer(bundle, await core.viewInputs(request, bundle));
    },
  );

  api.get(
    "/api/v2/project/outline/:id",
    doc(
      "The project without its lines: name, status, quoteData, folders with product counts (product-transfer modal, header of an empty project)",
      {
        params: ProjectIdParams,
        response: { 200: ProjectOutline, ...staffAnswers },
        security,
      },
    ),
    async (request) => {
      await core.requireStaff(request);
      return outlineAnswer(await core.bundle(request, request.params.id), now());
    },
  );

  api.get(
    "/api/v2/project/:id",
    doc("The project (spec 3 §3); 204 with no body when it has no folder and no product (spec 3 §4)", {
      params: ProjectIdParams,
      response: { 200: Project, 204: Type.Null({ description: "An empty project" }), ...staffAnswers },
      security,
    }),
    async (request, reply) => {
      await core.requireStaff(request);
      const bundle = await core.bundle(request, request.params.id);
      if (bundle.folders.length === 0 && bundle.lines.length === 0) return reply.code(204).send(null);
      return projectAnswer(bundle, await core.viewInputs(request, bundle));
    },
  );

  api.post("/api/v2/project/name", doc("Renames the project", { body: ProjectNameBody, response: projectAnswers, security }), (request) =>
    actions.rename(request, request.body.projectId, request.body.name),
  );

  api.post(
    "/api/v2/project/details",
    doc(
      "Changes the project's details (quoteData's address, goal, start, referrer, interests, comments), store, salesperson or status; missing fields stay",
      {
        body: ProjectDetailsBody,
        response: projectAnswers,
        security,
      },
    ),
    (request) => actions.details(request, request.body),
  );

  api.post(
    "/api/v2/project/customer",
    doc("Changes the project's customer (quoteData's names, emails, phones); customerName defaults to first and last name", {
      body: ProjectCustomerBody,
      response: projectAnswers,
      security,
    }),
    (request) => actions.customer(request, request.body),
  );

  api.post(
    "/api/v2/project/duplicate",
    doc("Copies the project (folders, lines, notes, variations) as a new open project of the staff member; answers the copy with 201", {
      body: DuplicateProjectBody,
      response: { 201: Project, ...staffAnswers },
      security,
    }),
    async (request, reply) => reply.code(201).send(await actions.duplicate(request, request.body.projectId, request.body.name)),
  );

  api.delete(
    "/api/projects/:id",
    doc("Deletes the project with everything in it and its attachment files; 204", {
      params: ProjectIdParams,
      response: { 204: Type.Null({ description: "Deleted" }), ...staffAnswers },
      security,
    }),
    async (request, reply) => {
      await actions.remove(request, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
