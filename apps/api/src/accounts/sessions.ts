import { RELOGIN_LATE_MS } from "@storefront/api-contract/identity";
import { and, eq, isNull, lt, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { accounts, accountSessions as sessionRows, revokedTokens } from "../db/schema";
import { UnauthorizedError } from "../http/errors";
import type { AccessTokenClaims, IdentityAccount, IdentityProvider, IssuedTokens } from "../identity/provider";

export type AccountRow = typeof accounts.$inferSelect;

/** spec 1 §6, spec 3 §3: a staff member is a signed-in account whose info carries a winningUserId. */
export const isStaff = (account: Pick<AccountRow, "winningUserId"> | undefined): boolean => !!account?.winningUserId;

/** A request's signed-in shopper: the account and the access token's claims. */
export interface SignedIn {
  account: AccountRow;
  token: AccessTokenClaims;
}

/** How long a renewed token may still be renewed again (only that): two tabs renewing at once. */
export const RENEWAL_GRACE_MS = 10_000;

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

/** The bearer token of a request's Authorization header, if it is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? "")?.[1];
}

/**
 * Server-side sessions over the identity provider's tokens (issue 41 item 9). Every sign-in starts
 * a session family (an `account_sessions` row) that its tokens name (`sid`); a renewal (relogin)
 * issues the next tokens in the same family and revokes the token it renewed (which a second
 * renewal may still use for RENEWAL_GRACE_MS, nothing else). A token is good when
 * the provider verifies it (signature, expiry, access type, jti, sid), its jti is not revoked, its
 * family is not revoked and started after the account's `tokens_not_before` (milliseconds), and
 * the account exists. Every authenticated call goes through `fromToken`, so a revoked token is a
 * 401 everywhere.
 */
export function accountSessions({ db, identity, now }: { db: Database; identity: IdentityProvider; now: () => Date }) {
  /**
   * The signed-in shopper of a token. With `renewal` (relogin only), a token renewed in the last
   * RENEWAL_GRACE_MS may be renewed again: two tabs of one browser renew the same token at the same
   * moment, and the second must not end the session. A token that expired less than
   * RELOGIN_LATE_MS ago may be renewed too: the renewal was due in its last 900 ms and came late
   * (a busy page, a slow network), which otherwise signed out a shopper who did nothing wrong
   * (issue 42 item 7). Such tokens are never good for anything else.
   */
  async function fromToken(accessToken: string | undefined, { renewal = false } = {}): Promise<SignedIn | undefined> {
    const token = accessToken
      ? await identity.verifyAccessToken(accessToken, renewal ? { expiredWithinMs: RELOGIN_LATE_MS } : {})
      : undefined;
    if (!token) return undefined;
    const [row] = await db
      .select({ account: accounts, revoked: revokedTokens.revokedAt, session: sessionRows })
      .from(accounts)
      .innerJoin(sessionRows, and(eq(sessionRows.id, token.sessionId), eq(sessionRows.accountId, accounts.id)))
      .leftJoin(revokedTokens, eq(revokedTokens.jti, token.tokenId))
      .where(eq(accounts.id, token.accountId))
      .limit(1);
    if (!row || row.session.revokedAt) return undefined;
    if (row.revoked && !(renewal && now().getTime() - row.revoked.getTime() <= RENEWAL_GRACE_MS)) return undefined;
    const notBefore = row.account.tokensNotBefore;
    if (notBefore && row.session.startedAt.getTime() < notBefore.getTime()) return undefined;
    return { account: row.account, token };
  }

  /**
   * Drops the rows of tokens and families that have expired anyway, once a late renewal of them can
   * no longer come (RELOGIN_LATE_MS): a renewed token's row must outlive that, or it could be renewed again.
   */
  async function sweep(): Promise<void> {
    const gone = new Date(now().getTime() - RELOGIN_LATE_MS);
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, gone));
    await db.delete(sessionRows).where(lt(sessionRows.expiresAt, gone));
  }

  /** The token and its family stop working. */
  async function revoke(token: AccessTokenClaims): Promise<void> {
    await db
      .insert(revokedTokens)
      .values({ jti: token.tokenId, accountId: token.accountId, expiresAt: new Date(token.expiresAt * 1000), revokedAt: now() })
      .onConflictDoNothing();
    await db
      .update(sessionRows)
      .set({ revokedAt: now() })
      .where(and(eq(sessionRows.id, token.sessionId), isNull(sessionRows.revokedAt)));
    await sweep();
  }

  const expiryOf = (issuedAt: Date, tokens: IssuedTokens) => new Date(issuedAt.getTime() + tokens.expiresIn * 1000);

  return {
    fromToken,

    /** The signed-in shopper of the request's bearer token, or undefined (a guest). */
    signedIn: (request: FastifyRequest) => fromToken(bearerToken(request)),

    /** The signed-in shopper, or a 401 with the given error (spec 3 §8 generic 401 text by default). */
    async required(request: FastifyRequest, error: () => Error = () => new UnauthorizedError()): Promise<SignedIn> {
      const signedIn = await fromToken(bearerToken(request));
      if (!signedIn) throw error();
      return signedIn;
    },

    /** A sign-in: a new session family and its first tokens. */
    async start(account: IdentityAccount, nonce: string): Promise<IssuedTokens> {
      const id = randomUUID();
      const startedAt = now();
      const tokens = await identity.issueTokens(account, nonce, id);
      await db.insert(sessionRows).values({ id, accountId: account.id, startedAt, expiresAt: expiryOf(startedAt, tokens) });
      return tokens;
    },

    /** A renewal (relogin) of a token `fromToken(token, { renewal: true })` accepted: it is revoked, and the next tokens are issued in its family. */
    async renew({ account, token }: SignedIn, nonce: string): Promise<IssuedTokens> {
      const issuedAt = now();
      await db
        .insert(revokedTokens)
        .values({ jti: token.tokenId, accountId: token.accountId, expiresAt: new Date(token.expiresAt * 1000), revokedAt: issuedAt })
        .onConflictDoNothing();
      const tokens = await identity.issueTokens(account, nonce, token.sessionId);
      await db
        .update(sessionRows)
        .set({ expiresAt: expiryOf(issuedAt, tokens) })
        .where(eq(sessionRows.id, token.sessionId));
      return tokens;
    },

    /**
     * Logout with the request's bearer token: it and every token of its family (renewed from the
     * same sign-in) stop working. Any genuine, unexpired token of the family ends it, a renewed one too.
     */
    async logout(request: FastifyRequest): Promise<void> {
      const accessToken = bearerToken(request);
      const token = accessToken ? await identity.verifyAccessToken(accessToken) : undefined;
      if (token) await revoke(token);
    },

    /** Every session of the account stops working, except `keep` (the one that made a change) when given. */
    async revokeAll(accountId: string, keep?: string): Promise<void> {
      const live = and(eq(sessionRows.accountId, accountId), isNull(sessionRows.revokedAt));
      await db
        .update(sessionRows)
        .set({ revokedAt: now() })
        .where(keep ? and(live, ne(sessionRows.id, keep)) : live);
    },
  };
}

export type AccountSessions = ReturnType<typeof accountSessions>;
