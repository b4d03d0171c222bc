import { and, eq, gt, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { accountTokens, type AccountTokenPurpose } from "../db/schema";

/** How long a mailed link works (ours: the spec shows none). */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  "reset-password": 60 * 60 * 1000,
  "confirm-email": 24 * 60 * 60 * 1000,
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Single-use tokens of the mailed links (email confirmation, password reset): 32 random bytes,
 * stored as their SHA-256 only, valid for a limited time, used at most once.
 */
export function accountTokenStore(db: Database, now: () => Date) {
  return {
    /** A new token for the account; earlier unused tokens of the same purpose stop working. */
    async issue(accountId: string, purpose: AccountTokenPurpose, email: string): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const issuedAt = now();
      await db.transaction(async (tx) => {
        await tx
          .update(accountTokens)
          .set({ usedAt: issuedAt })
          .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
        await tx.insert(accountTokens).values({
          tokenHash: hashOf(token),
          accountId,
          purpose,
          email,
          expiresAt: new Date(issuedAt.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
        });
      });
      return token;
    },

    /** Uses the token once: its account and email while it is unused and unexpired, else undefined. */
    async consume(token: string, purpose: AccountTokenPurpose): Promise<{ accountId: string; email: string } | undefined> {
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
        .returning({ accountId: accountTokens.accountId, email: accountTokens.email });
      return row;
    },
  };
}
