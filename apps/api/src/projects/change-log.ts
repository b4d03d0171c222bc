import type { ChangeLogAction } from "@storefront/api-contract/projects";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { projectChangeLog, projects } from "../db/schema";
import type { StaffMember } from "./access";

/** A database or a transaction of one. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

/**
 * Records one change of a project (spec 3 §4: the change log staff reload after each change):
 * who, when, what; and moves the project's modified time.
 */
export async function recordChange(
  tx: Tx,
  projectId: number,
  staff: StaffMember,
  at: Date,
  action: ChangeLogAction,
  detail: string,
): Promise<void> {
  await tx.insert(projectChangeLog).values({
    projectId,
    accountId: staff.account.id,
    userName: staff.userName,
    action,
    detail: detail.slice(0, 500),
    createdAt: at,
  });
  await tx.update(projects).set({ updatedAt: at }).where(eq(projects.id, projectId));
}

/** The change log of a project, newest first. */
export async function changeLogOf(db: Database, projectId: number) {
  const rows = await db
    .select()
    .from(projectChangeLog)
    .where(eq(projectChangeLog.projectId, projectId))
    .orderBy(desc(projectChangeLog.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    user: row.userName,
    created: row.createdAt.toISOString(),
    action: row.action as ChangeLogAction,
    detail: row.detail,
  }));
}
