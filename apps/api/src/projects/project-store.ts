import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Tx } from "./change-log";
import {
  projectAttachments,
  projectComments,
  projectFolders,
  projectNotes,
  projectProducts,
  projects,
  projectVariations,
  salespeople,
  stores,
} from "../db/schema";

export type ProjectRow = typeof projects.$inferSelect;
export type FolderRow = typeof projectFolders.$inferSelect;
export type LineRow = typeof projectProducts.$inferSelect;
export type NoteRow = typeof projectNotes.$inferSelect;
export type VariationRow = typeof projectVariations.$inferSelect;
export type CommentRow = typeof projectComments.$inferSelect;
export type AttachmentRow = typeof projectAttachments.$inferSelect;

/** Everything a project answer is made of. */
export interface ProjectBundle {
  project: ProjectRow;
  folders: FolderRow[];
  lines: LineRow[];
  notes: NoteRow[];
  variations: VariationRow[];
  comments: CommentRow[];
  attachments: AttachmentRow[];
  salesperson: { code: string; name: string; storeUri: string } | null;
  store: { storeUri: string; name: string } | null;
}

/** A project of the storefront by id (another storefront's is not found). */
export async function projectRow(db: Database, storefrontId: string, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.storefrontId, storefrontId)))
    .limit(1);
  return row;
}

/** The project and all its parts, read at once. */
export async function loadBundle(db: Database, project: ProjectRow): Promise<ProjectBundle> {
  const id = project.id;
  const [folders, lines, notes, variations, comments, attachments, salesperson, store] = await Promise.all([
    db.select().from(projectFolders).where(eq(projectFolders.projectId, id)).orderBy(asc(projectFolders.sortOrder), asc(projectFolders.id)),
    db
      .select()
      .from(projectProducts)
      .where(eq(projectProducts.projectId, id))
      .orderBy(asc(projectProducts.sortOrder), asc(projectProducts.id)),
    db.select().from(projectNotes).where(eq(projectNotes.projectId, id)).orderBy(asc(projectNotes.id)),
    db.select().from(projectVariations).where(eq(projectVariations.projectId, id)).orderBy(asc(projectVariations.id)),
    db.select().from(projectComments).where(eq(projectComments.projectId, id)).orderBy(asc(projectComments.id)),
    db.select().from(projectAttachments).where(eq(projectAttachments.projectId, id)).orderBy(asc(projectAttachments.id)),
    project.salespersonCode
      ? db
          .select({ code: salespeople.code, name: salespeople.name, storeUri: salespeople.storeUri })
          .from(salespeople)
          .where(eq(salespeople.code, project.salespersonCode))
          .limit(1)
      : Promise.resolve([]),
    project.storeUri
      ? db.select({ storeUri: stores.storeUri, name: stores.name }).from(stores).where(eq(stores.storeUri, project.storeUri)).limit(1)
      : Promise.resolve([]),
  ]);
  return {
    project,
    folders,
    lines,
    notes,
    variations,
    comments,
    attachments,
    salesperson: salesperson[0] ?? null,
    store: store[0] ?? null,
  };
}

/** The folders of a project by id, for checks that a folder belongs to it. */
export async function foldersOf(db: Tx, projectId: number): Promise<FolderRow[]> {
  return db
    .select()
    .from(projectFolders)
    .where(eq(projectFolders.projectId, projectId))
    .orderBy(asc(projectFolders.sortOrder), asc(projectFolders.id));
}

export async function linesOf(db: Tx, projectId: number, ids?: number[]): Promise<LineRow[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select()
    .from(projectProducts)
    .where(ids ? and(eq(projectProducts.projectId, projectId), inArray(projectProducts.id, ids)) : eq(projectProducts.projectId, projectId))
    .orderBy(asc(projectProducts.sortOrder), asc(projectProducts.id));
}
