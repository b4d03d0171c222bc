import { PROJECT_LIMITS, PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import { validateFolderTitle } from "@storefront/validation/projects";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { projectFolders, projectProducts, projectVariations } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { quoteEditsOf } from "./quote-line-edits";
import { recordChange, type Tx } from "./change-log";
import { copyName, type ProjectServices } from "./project-actions";
import { refuseInvalid } from "./project-core";
import { foldersOf, type FolderRow } from "./project-store";

/** The folder of a project, or a 404. */
export function folderIn(folders: FolderRow[], folderId: number): FolderRow {
  const folder = folders.find((f) => f.id === folderId);
  if (!folder) throw new NotFoundError(PROJECT_MESSAGES.folderNotFound);
  return folder;
}

/** The title of the folder a product goes to when the project has none (ours). */
export const DEFAULT_FOLDER_TITLE = "Products";

/** The project's folder for a new line: the one named, else its first, made when it has none. */
export async function targetFolder(tx: Tx, projectId: number, folderId: number | undefined): Promise<FolderRow> {
  const folders = await foldersOf(tx, projectId);
  if (folderId !== undefined) return folderIn(folders, folderId);
  if (folders[0]) return folders[0];
  const [created] = await tx.insert(projectFolders).values({ projectId, title: DEFAULT_FOLDER_TITLE, sortOrder: 1 }).returning();
  if (!created) throw new Error("folder insert returned no row");
  return created;
}

/** Folders: add, rename, delete, sort and duplicate (spec 3 §7 folder, sort-folders, duplicate-folder). */
export function folderActions({ context, core, files }: ProjectServices) {
  const { db, now } = context;

  return {
    /** POST /api/v2/project/folder: adds a folder at the end, or renames folderId. */
    async save(request: FastifyRequest, projectId: number, title: string, folderId?: number): Promise<Project> {
      refuseInvalid(validateFolderTitle({ title }));
      const { staff } = await core.open(request, projectId);
      const folders = await foldersOf(db, projectId);
      const name = title.trim();
      if (folderId !== undefined) {
        const folder = folderIn(folders, folderId);
        await db.transaction(async (tx) => {
          await tx.update(projectFolders).set({ title: name }).where(eq(projectFolders.id, folder.id));
          await recordChange(tx, projectId, staff, now(), "folderRenamed", `Renamed folder "${folder.title}" to "${name}"`);
        });
      } else {
        if (folders.length >= PROJECT_LIMITS.maxFolders) throw new BadRequestError([PROJECT_MESSAGES.tooManyFolders]);
        const sortOrder = Math.max(0, ...folders.map((f) => f.sortOrder)) + 1;
        await db.transaction(async (tx) => {
          await tx.insert(projectFolders).values({ projectId, title: name, sortOrder });
          await recordChange(tx, projectId, staff, now(), "folderAdded", `Added folder "${name}"`);
        });
      }
      return core.answer(request, projectId);
    },

    /** DELETE /api/v2/project/folder: the folder with its lines and their attachments. */
    async remove(request: FastifyRequest, projectId: number, folderId: number): Promise<Project> {
      const { staff } = await core.open(request, projectId);
      const folder = folderIn(await foldersOf(db, projectId), folderId);
      const lineIds = (await db.select({ id: projectProducts.id }).from(projectProducts).where(eq(projectProducts.folderId, folderId))).map(
        (r) => r.id,
      );
      const keys = await files.keysOf(db, { folderIds: [folderId], productIds: lineIds });
      await db.transaction(async (tx) => {
        await tx.delete(projectFolders).where(eq(projectFolders.id, folderId));
        await recordChange(
          tx,
          projectId,
          staff,
          now(),
          "folderDeleted",
          `Deleted folder "${folder.title}" with ${lineIds.length} products`,
        );
      });
      await files.remove(keys);
      return core.answer(request, projectId);
    },

    /**
     * POST /api/v2/project/sort-folders {projects:[{projectId, sortOrder}]}: each entry's projectId
     * is a folder's id (spec 3 §7's name: folders were sub-projects); all of one project.
     */
    async sort(request: FastifyRequest, entries: { projectId: number; sortOrder: number }[]): Promise<Project> {
      const staff = await core.requireStaff(request);
      const ids = entries.map((e) => e.projectId);
      if (new Set(ids).size !== ids.length) throw new BadRequestError([PROJECT_MESSAGES.folderOrderMismatch]);
      const rows = await db.select().from(projectFolders).where(inArray(projectFolders.id, ids));
      const owners = new Set(rows.map((r) => r.projectId));
      if (rows.length === 0) throw new NotFoundError(PROJECT_MESSAGES.folderNotFound);
      if (rows.length !== ids.length || owners.size !== 1) throw new BadRequestError([PROJECT_MESSAGES.folderOrderMismatch]);
      const projectId = rows[0]?.projectId ?? 0;
      await core.find(request, projectId);
      await db.transaction(async (tx) => {
        for (const entry of entries) {
          await tx.update(projectFolders).set({ sortOrder: entry.sortOrder }).where(eq(projectFolders.id, entry.projectId));
        }
        await recordChange(tx, projectId, staff, now(), "foldersSorted", `Sorted ${entries.length} folders`);
      });
      return core.answer(request, projectId);
    },

    /** POST /api/v2/project/duplicate-folder: a copy with its lines and their variations, right after it. */
    async duplicate(request: FastifyRequest, projectId: number, folderId: number, title?: string): Promise<Project> {
      if (title !== undefined) refuseInvalid(validateFolderTitle({ title }));
      const { staff } = await core.open(request, projectId);
      const folders = await foldersOf(db, projectId);
      const folder = folderIn(folders, folderId);
      if (folders.length >= PROJECT_LIMITS.maxFolders) throw new BadRequestError([PROJECT_MESSAGES.tooManyFolders]);
      const lines = await db.select().from(projectProducts).where(eq(projectProducts.folderId, folderId));
      const [{ n: total } = { n: 0 }] = await db
        .select({ n: count() })
        .from(projectProducts)
        .where(eq(projectProducts.projectId, projectId));
      if (total + lines.length > PROJECT_LIMITS.maxProducts) throw new BadRequestError([PROJECT_MESSAGES.tooManyProducts]);
      const newTitle = title?.trim() || copyName(folder.title, PROJECT_LIMITS.folderTitleMaxLength);
      await db.transaction(async (tx) => {
        await tx
          .update(projectFolders)
          .set({ sortOrder: sql`${projectFolders.sortOrder} + 1` })
          .where(and(eq(projectFolders.projectId, projectId), gt(projectFolders.sortOrder, folder.sortOrder)));
        const [copy] = await tx
          .insert(projectFolders)
          .values({ projectId, title: newTitle, sortOrder: folder.sortOrder + 1 })
          .returning();
        if (!copy) throw new Error("folder insert returned no row");
        if (lines.length) {
          const inserted = await tx
            .insert(projectProducts)
            .values(
              lines.map((l) => ({
                projectId,
                folderId: copy.id,
                sku: l.sku,
                quantity: l.quantity,
                sortOrder: l.sortOrder,
                lockedPrice: l.lockedPrice,
                ...quoteEditsOf(l),
              })),
            )
            .returning({ id: projectProducts.id });
          const byOld = new Map(lines.map((l, i) => [l.id, inserted[i]?.id ?? 0]));
          const variations = await tx
            .select()
            .from(projectVariations)
            .where(
              inArray(
                projectVariations.productId,
                lines.map((l) => l.id),
              ),
            );
          if (variations.length) {
            await tx
              .insert(projectVariations)
              .values(variations.map(({ id: _id, ...v }) => ({ ...v, productId: byOld.get(v.productId ?? 0) ?? null, createdAt: now() })));
          }
        }
        await recordChange(tx, projectId, staff, now(), "folderDuplicated", `Duplicated folder "${folder.title}" as "${newTitle}"`);
      });
      return core.answer(request, projectId);
    },
  };
}
