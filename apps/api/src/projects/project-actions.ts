import {
  PROJECT_LIMITS,
  type CreateProjectBody,
  type MinimalProjects,
  type Project,
  type ProjectCustomerBody,
  type ProjectDetailsBody,
  type ProjectListItem,
  type ProjectNavbar,
  type ProjectPickerList,
  type QuoteStatus,
} from "@storefront/api-contract/projects";
import { validateFolderTitle, validateProjectName } from "@storefront/validation/projects";
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { projectFolders, projectNotes, projectProducts, projects, projectVariations, salespeople, stores } from "../db/schema";
import { BadRequestError } from "../http/errors";
import type { StaffMember } from "./access";
import type { AttachmentFiles } from "./attachment-files";
import { recordChange } from "./change-log";
import { refuseInvalid, type ProjectContext, type ProjectCore } from "./project-core";
import { projectRefOf, quoteDataOf } from "./project-view";
import { quoteEditsOf } from "./quote-line-edits";

export interface ProjectServices {
  context: ProjectContext;
  core: ProjectCore;
  files: AttachmentFiles;
}

// Qualified by hand: in a one-table select drizzle writes columns bare, and a bare "id" inside the
// subquery would be the line's own id.
const productCount = sql<number>`(select count(*) from "project_products" pp where pp."project_id" = "projects"."id")::int`;

/** A name with " (copy)" that still fits the limit. */
export const copyName = (name: string, max: number) => `${name.slice(0, max - 7)} (copy)`;

/** A real calendar day as YYYY-MM-DD (the pattern lets 2026-02-31 through). */
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The "mine" rule (ours): projects the staff member created, or whose salesperson they are. */
function mine(request: FastifyRequest, staff: StaffMember): SQL {
  const code = staff.account.salespersonCode;
  const owner = code
    ? or(eq(projects.createdByAccountId, staff.account.id), eq(projects.salespersonCode, code))
    : eq(projects.createdByAccountId, staff.account.id);
  return and(eq(projects.storefrontId, request.storefront.id), owner) as SQL;
}

/** Create, name, details, customer, duplicate, delete and the lists (spec 3 §7 Projects v2 and older). */
export function projectActions({ context, core, files }: ProjectServices) {
  const { db, now } = context;

  async function salespersonProblem(code: string | null | undefined): Promise<string | undefined> {
    if (!code) return undefined;
    const [row] = await db.select({ code: salespeople.code }).from(salespeople).where(eq(salespeople.code, code)).limit(1);
    return row ? undefined : `selectedSalesPerson must be the code of a salesperson (${code} is none)`;
  }

  async function listItems(where: SQL, limit: number, offset = 0): Promise<ProjectListItem[]> {
    const rows = await db
      .select({
        id: projects.id,
        name: projects.name,
        quoteStatus: projects.quoteStatus,
        quoteData: projects.quoteData,
        updatedAt: projects.updatedAt,
        productCount,
      })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      projectRef: projectRefOf(row.id),
      quoteStatus: row.quoteStatus as QuoteStatus,
      customerName: quoteDataOf(row.quoteData).customerName,
      productCount: row.productCount,
      modified: row.updatedAt.toISOString(),
    }));
  }

  const countOf = async (where: SQL) => (await db.select({ n: count() }).from(projects).where(where))[0]?.n ?? 0;

  return {
    /** POST /api/v2/project: an empty, open project of the staff member (their salesperson and store). */
    async create(request: FastifyRequest, body: CreateProjectBody): Promise<Project> {
      refuseInvalid(validateProjectName(body));
      if (body.folderTitle !== undefined) refuseInvalid(validateFolderTitle({ title: body.folderTitle }));
      const staff = await core.requireStaff(request);
      if (body.salespersonCode) {
        const problem = await salespersonProblem(body.salespersonCode);
        if (problem) throw new BadRequestError([problem.replace("selectedSalesPerson", "salespersonCode")]);
      }
      const code = body.salespersonCode || staff.account.salespersonCode;
      const [person] = code ? await db.select().from(salespeople).where(eq(salespeople.code, code)).limit(1) : [];
      const at = now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projects)
          .values({
            storefrontId: request.storefront.id,
            name: body.name.trim(),
            shareId: randomUUID(),
            salespersonCode: person?.code ?? null,
            storeUri: person?.storeUri ?? null,
            createdByAccountId: staff.account.id,
            createdByName: staff.userName,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: projects.id });
        if (!row) throw new Error("project insert returned no row");
        if (body.folderTitle) await tx.insert(projectFolders).values({ projectId: row.id, title: body.folderTitle.trim(), sortOrder: 1 });
        await recordChange(tx, row.id, staff, at, "created", `Created project "${body.name.trim()}"`);
        return row.id;
      });
      return core.answer(request, id);
    },

    async rename(request: FastifyRequest, projectId: number, name: string): Promise<Project> {
      refuseInvalid(validateProjectName({ name }));
      const { staff } = await core.open(request, projectId);
      await db.transaction(async (tx) => {
        await tx.update(projects).set({ name: name.trim() }).where(eq(projects.id, projectId));
        await recordChange(tx, projectId, staff, now(), "renamed", `Renamed to "${name.trim()}"`);
      });
      return core.answer(request, projectId);
    },

    /** POST /api/v2/project/details: the project's part of quoteData, its store, salesperson and status. */
    async details(request: FastifyRequest, body: ProjectDetailsBody): Promise<Project> {
      const { staff, project } = await core.open(request, body.projectId);
      const { projectId: _id, selectedStore, selectedSalesPerson, quoteStatus, ...fields } = body;
      const problems: string[] = [];
      if (fields.projectStart && !isCalendarDay(fields.projectStart)) problems.push("projectStart must be a real date as YYYY-MM-DD");
      if (selectedStore) {
        const [store] = await db.select({ country: stores.country }).from(stores).where(eq(stores.storeUri, selectedStore)).limit(1);
        if (!store || store.country !== request.storefront.country)
          problems.push("selectedStore must be a store of this storefront's country");
      }
      const personProblem = await salespersonProblem(selectedSalesPerson);
      if (personProblem) problems.push(personProblem);
      if (problems.length) throw new BadRequestError(problems);
      const trimmed = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          typeof value === "string" ? value.trim() : Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : value,
        ]),
      );
      const changes: Partial<typeof projects.$inferInsert> = { quoteData: { ...project.quoteData, ...trimmed } };
      if (selectedStore !== undefined) changes.storeUri = selectedStore;
      if (selectedSalesPerson !== undefined) changes.salespersonCode = selectedSalesPerson;
      if (quoteStatus !== undefined) changes.quoteStatus = quoteStatus;
      await db.transaction(async (tx) => {
        await tx.update(projects).set(changes).where(eq(projects.id, project.id));
        const at = now();
        await recordChange(
          tx,
          project.id,
          staff,
          at,
          "details",
          `Changed the details (${
            Object.keys(body)
              .filter((k) => k !== "projectId")
              .join(", ") || "nothing"
          })`,
        );
        if (quoteStatus !== undefined && quoteStatus !== project.quoteStatus) {
          await recordChange(tx, project.id, staff, at, "details", `Status ${project.quoteStatus} → ${quoteStatus}`);
        }
      });
      return core.answer(request, project.id);
    },

    /** POST /api/v2/project/customer: the customer's part of quoteData; customerName defaults to first and last name. */
    async customer(request: FastifyRequest, body: ProjectCustomerBody): Promise<Project> {
      const { staff, project } = await core.open(request, body.projectId);
      const { projectId: _id, ...fields } = body;
      const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()]));
      for (const key of ["customerEmail", "customerEmailSecondary"]) if (trimmed[key]) trimmed[key] = trimmed[key].toLowerCase();
      const merged = { ...quoteDataOf(project.quoteData), ...trimmed };
      if (!trimmed.customerName) merged.customerName = `${merged.firstName} ${merged.lastName}`.trim() || merged.customerName;
      await db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ quoteData: { ...project.quoteData, ...merged } })
          .where(eq(projects.id, project.id));
        await recordChange(
          tx,
          project.id,
          staff,
          now(),
          "customer",
          `Customer ${merged.customerName || "(no name)"}${merged.customerEmail ? ` <${merged.customerEmail}>` : ""}`,
        );
      });
      return core.answer(request, project.id);
    },

    /** DELETE /api/projects/{id}: the project, its rows and its attachment files. */
    async remove(request: FastifyRequest, projectId: number): Promise<void> {
      await core.open(request, projectId);
      const keys = await files.keysOf(db, { projectId });
      await db.delete(projects).where(eq(projects.id, projectId));
      await files.remove(keys);
    },

    /**
     * POST /api/v2/project/duplicate: a new open project with the folders, lines, notes and
     * variations; not the comments, attachments, quote, lock, sharing or email state (ours).
     */
    async duplicate(request: FastifyRequest, projectId: number, name?: string): Promise<Project> {
      if (name !== undefined) refuseInvalid(validateProjectName({ name }));
      const { staff } = await core.open(request, projectId);
      const source = await core.bundle(request, projectId);
      const at = now();
      const newName = name?.trim() || copyName(source.project.name, PROJECT_LIMITS.nameMaxLength);
      const id = await db.transaction(async (tx) => {
        const { id: _id, shareId: _s, createdAt: _c, updatedAt: _u, ...rest } = source.project;
        const [row] = await tx
          .insert(projects)
          .values({
            ...rest,
            name: newName,
            shareId: randomUUID(),
            quoteStatus: "Open",
            quotedAt: null,
            sharedStatus: false,
            projectEmailed: false,
            priceLockedAt: null,
            priceLockExpiresAt: null,
            priceLockedBy: null,
            createdByAccountId: staff.account.id,
            createdByName: staff.userName,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: projects.id });
        if (!row) throw new Error("project insert returned no row");
        const lineIds = new Map<number, number>();
        for (const folder of source.folders) {
          const [copy] = await tx
            .insert(projectFolders)
            .values({ projectId: row.id, title: folder.title, sortOrder: folder.sortOrder })
            .returning({ id: projectFolders.id });
          const lines = source.lines.filter((line) => line.folderId === folder.id);
          if (!copy || lines.length === 0) continue;
          const inserted = await tx
            .insert(projectProducts)
            .values(
              lines.map((line) => ({
                projectId: row.id,
                folderId: copy.id,
                sku: line.sku,
                quantity: line.quantity,
                sortOrder: line.sortOrder,
                ...quoteEditsOf(line),
              })),
            )
            .returning({ id: projectProducts.id });
          lines.forEach((line, i) => lineIds.set(line.id, inserted[i]?.id ?? 0));
        }
        if (source.notes.length) {
          await tx
            .insert(projectNotes)
            .values(
              source.notes.map((n) => ({ projectId: row.id, sku: n.sku, notes: n.notes, userName: n.userName, modifiedAt: n.modifiedAt })),
            );
        }
        const variations = source.variations.filter((v) => v.productId === null || lineIds.has(v.productId));
        if (variations.length) {
          await tx.insert(projectVariations).values(
            variations.map(({ id: _vid, createdAt: _vc, ...v }) => ({
              ...v,
              projectId: row.id,
              productId: v.productId === null ? null : (lineIds.get(v.productId) ?? null),
              createdAt: at,
            })),
          );
        }
        await recordChange(tx, row.id, staff, at, "duplicated", `Duplicated from ${source.project.name} (${projectRefOf(projectId)})`);
        await recordChange(tx, projectId, staff, at, "duplicated", `Duplicated as "${newName}"`);
        return row.id;
      });
      return core.answer(request, id);
    },

    /** GET /api/v2/project/navbar: the staff member's most recently changed projects. */
    async navbar(request: FastifyRequest): Promise<ProjectNavbar> {
      const staff = await core.requireStaff(request);
      const where = mine(request, staff);
      const [items, total] = await Promise.all([listItems(where, PROJECT_LIMITS.navbarSize), countOf(where)]);
      return { projects: items, totalCount: total };
    },

    /** GET /api/v2/project/minimal: the staff member's projects, a page at a time (pages from 0). */
    async minimal(request: FastifyRequest, page: number, pageSize: number): Promise<MinimalProjects> {
      const staff = await core.requireStaff(request);
      const where = mine(request, staff);
      const [items, total] = await Promise.all([listItems(where, pageSize, page * pageSize), countOf(where)]);
      return { items, totalCount: total, page, pageSize };
    },

    /** GET /api/projects/list-item: the staff member's projects with their folders (at most 200, newest first). */
    async pickerList(request: FastifyRequest): Promise<ProjectPickerList> {
      const staff = await core.requireStaff(request);
      const rows = await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(mine(request, staff))
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(200);
      const folders = rows.length
        ? await db
            .select({ id: projectFolders.id, title: projectFolders.title, projectId: projectFolders.projectId })
            .from(projectFolders)
            .where(
              inArray(
                projectFolders.projectId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(projectFolders.sortOrder), asc(projectFolders.id))
        : [];
      const items = rows.map((row) => ({
        id: row.id,
        name: row.name,
        projectRef: projectRefOf(row.id),
        folders: folders.filter((f) => f.projectId === row.id).map((f) => ({ id: f.id, title: f.title })),
      }));
      return { items, totalCount: items.length };
    },
  };
}
