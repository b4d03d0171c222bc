import { PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import type { FastifyRequest } from "fastify";
import { productsBySkus } from "../catalogue/products";
import type { AppContext } from "../context";
import { BadRequestError, NotFoundError } from "../http/errors";
import { staffAccess, type StaffMember } from "./access";
import { loadBundle, projectRow, type ProjectBundle, type ProjectRow } from "./project-store";
import { projectAnswer, type ViewInputs } from "./project-view";

/**
 * The project forms' rules (`@storefront/validation/projects`) on what the API receives: a 400
 * listing the forms' own messages, before anything is read or written (ARCHITECTURE decision 6).
 */
export function refuseInvalid(errors: Partial<Record<string, string>>): void {
  const messages = Object.values(errors).filter((message) => message !== undefined);
  if (messages.length) throw new BadRequestError(messages);
}

export type ProjectContext = Pick<AppContext, "db" | "accountSessions" | "reference" | "now">;

/** What every project action starts from: the staff member and their storefront's project. */
export interface OpenProject {
  staff: StaffMember;
  project: ProjectRow;
}

/** The reads every project module shares: the staff check, a project by id, and the project answer. */
export function projectCore(context: ProjectContext) {
  const { db, reference, now } = context;
  const requireStaff = staffAccess(context);

  async function viewInputs(request: FastifyRequest, bundle: ProjectBundle): Promise<ViewInputs> {
    const skus = [...new Set(bundle.lines.map((line) => line.sku))];
    const [rows, ref] = await Promise.all([productsBySkus(db, request.storefront, skus), reference()]);
    return { storefront: request.storefront, reference: ref, productsBySku: new Map(rows.map((row) => [row.sku, row])), now: now() };
  }

  /** The storefront's project, or a 404 (another storefront's project is not found either). */
  async function find(request: FastifyRequest, id: number): Promise<ProjectRow> {
    const project = await projectRow(db, request.storefront.id, id);
    if (!project) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
    return project;
  }

  return {
    requireStaff,
    viewInputs,
    find,

    /** The staff member and the project: 401, 403 or 404 first. */
    async open(request: FastifyRequest, id: number): Promise<OpenProject> {
      const staff = await requireStaff(request);
      return { staff, project: await find(request, id) };
    },

    async bundle(request: FastifyRequest, id: number): Promise<ProjectBundle> {
      return loadBundle(db, await find(request, id));
    },

    /** The project as it is now (after a change): the answer of every change. */
    async answer(request: FastifyRequest, id: number): Promise<Project> {
      const bundle = await loadBundle(db, await find(request, id));
      return projectAnswer(bundle, await viewInputs(request, bundle));
    },
  };
}

export type ProjectCore = ReturnType<typeof projectCore>;
