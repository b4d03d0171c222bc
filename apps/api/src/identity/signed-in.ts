import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { accounts } from "../db/schema";

export type AccountRow = typeof accounts.$inferSelect;

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

/** The account of the request's `Authorization: Bearer {access token}`, or undefined (none, forged, expired, id-typed, gone). */
export async function bearerAccount(
  { db, identity }: Pick<AppContext, "db" | "identity">,
  request: FastifyRequest,
): Promise<AccountRow | undefined> {
  const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
  const accountId = token ? await identity.accountIdOf(token) : undefined;
  if (!accountId) return undefined;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

/** spec 1 §6, spec 3 §3: a staff member is a signed-in account whose info carries a winningUserId. */
export const isStaff = (account: AccountRow | undefined): boolean => !!account?.winningUserId;
