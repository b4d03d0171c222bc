import { and, eq, gt, gte, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { accountTokens, type AccountTokenPurpose, type ExternalIdentityRef } from "../db/schema";

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a mailed link works (ours: the spec shows none). The undo of an email change lasts a
 * week, so an owner who reads mail now and then still gets the account back.
 */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  "reset-password": HOUR_MS,
  "confirm-email": 24 * HOUR_MS,
  "revert-email": 7 * 24 * HOUR_MS,
  "link-external": 24 * HOUR_MS,
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Single-use tokens of the mailed links (email confirmation, password reset, undo of an email
 * change, link of a social sign-in): 32 random bytes,
 * stored as their SHA-256 only, valid for a limited time, used at most once.
 */
export function accountTokenStore(db: Database, now: () => Date) {
  return {
    /**
     * A new token for the account; earlier unused tokens of the same purpose stop working, except
     * with `keepEarlier` (the undo of an email change: a second change must not cancel the first undo).
     */
    async issue(
      accountId: string,
      purpose: AccountTokenPurpose,
      email: string,
      { detail, keepEarlier = false }: { detail?: ExternalIdentityRef; keepEarlier?: boolean } = {},
    ): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const issuedAt = now();
      await db.transaction(async (tx) => {
        if (!keepEarlier)
          await tx
            .update(accountTokens)
            .set({ usedAt: issuedAt })
            .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
        await tx.insert(accountTokens).values({
          tokenHash: hashOf(token),
          accountId,
          purpose,
          email,
          detail: detail ?? null,
          expiresAt: new Date(issuedAt.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
        });
      });
      return token;
    },

    /** Uses the token once: its account and email while it is unused and unexpired, else undefined. */
    async consume(
      token: string,
      purpose: AccountTokenPurpose,
    ): Promise<{ accountId: string; email: string; detail: ExternalIdentityRef | null; createdAt: Date } | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(accountTokens.tokenHash, hashOf(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now()),
          ),
        )
        .returning({
          accountId: accountTokens.accountId,
          email: accountTokens.email,
          detail: accountTokens.detail,
          createdAt: accountTokens.createdAt,
        });
      return row;
    },

    /** The account's unused tokens of the purpose issued at or after `since` stop working. */
    async retireSince(accountId: string, purpose: AccountTokenPurpose, since: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(accountTokens.accountId, accountId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gte(accountTokens.createdAt, since),
          ),
        );
    },
  };
}
