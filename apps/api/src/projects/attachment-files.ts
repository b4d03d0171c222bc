import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, inArray, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { projectAttachments } from "../db/schema";

const KEY = /^[0-9]{1,10}\/[0-9a-f-]{36}$/;

/**
 * The bytes of project attachments, kept outside the database in a folder on disk (issue 15):
 * `{DATA_DIR}/attachments/{projectId}/{uuid}` by default, ATTACHMENTS_DIR to choose another.
 * The database row keeps the name, type, size and the key; a key is never built from user input.
 */
export class AttachmentFiles {
  constructor(readonly root: string) {}

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`not an attachment key: ${key}`);
    return join(this.root, ...key.split("/"));
  }

  /** Writes a file under a new random key (uploads and the seed's attachments alike) and answers the key. */
  async save(projectId: number, bytes: Buffer): Promise<string> {
    const key = `${projectId}/${randomUUID()}`;
    await mkdir(join(this.root, String(projectId)), { recursive: true });
    await writeFile(this.path(key), bytes, { mode: 0o600 });
    return key;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  /** Removes files; one already gone is not an error. */
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }

  /** The keys of a project's (or some folders' or lines') attachments, read before a delete cascades over their rows. */
  async keysOf(db: Database, where: { projectId?: number; folderIds?: number[]; productIds?: number[] }): Promise<string[]> {
    const conditions = [
      ...(where.projectId !== undefined ? [eq(projectAttachments.projectId, where.projectId)] : []),
      ...(where.folderIds?.length ? [inArray(projectAttachments.folderId, where.folderIds)] : []),
      ...(where.productIds?.length ? [inArray(projectAttachments.productId, where.productIds)] : []),
    ];
    if (conditions.length === 0) return [];
    const rows = await db
      .select({ key: projectAttachments.storageKey })
      .from(projectAttachments)
      .where(or(...conditions));
    return rows.map((row) => row.key);
  }
}

/** ATTACHMENTS_DIR, else {DATA_DIR}/attachments, else apps/api/.data/attachments. */
export function attachmentsDirFromEnv(env: Record<string, string | undefined>, packageRoot: string): string {
  return env.ATTACHMENTS_DIR?.trim() || join(env.DATA_DIR?.trim() || join(packageRoot, ".data"), "attachments");
}
