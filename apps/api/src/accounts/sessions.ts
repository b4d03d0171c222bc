import { eq, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { accounts, revokedTokens } from "../db/schema";
import { UnauthorizedError } from "../http/errors";
import type { AccessTokenClaims, IdentityProvider } from "../identity/provider";

export type AccountRow = typeof accounts.$inferSelect;

/** spec 1 §6, spec 3 §3: a staff member is a signed-in account whose info carries a winningUserId. */
export const isStaff = (account: AccountRow | undefined): boolean => !!account?.winningUserId;

/** A request's signed-in shopper: the account and the access token's claims. */
export interface SignedIn {
  account: AccountRow;
  token: AccessTokenClaims;
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

/** The bearer token of a request's Authorization header, if it is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? "")?.[1];
}

/**
 * Server-side sessions over the identity provider's tokens: a token is good when the provider
 * verifies it (signature, expiry, access type, jti), its jti is not on the revocation list
 * (logout), it was issued after the account's last password reset, and the account exists.
 * Every authenticated call goes through `signedIn`, so a revoked token is a 401 everywhere.
 */
export function accountSessions({ db, identity, now }: { db: Database; identity: IdentityProvider; now: () => Date }) {
  async function fromToken(accessToken: string | undefined): Promise<SignedIn | undefined> {
    const token = accessToken ? await identity.verifyAccessToken(accessToken) : undefined;
    if (!token) return undefined;
    const [row] = await db
      .select({ account: accounts, revoked: revokedTokens.jti })
      .from(accounts)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, token.tokenId))
      .where(eq(accounts.id, token.accountId))
      .limit(1);
    if (!row || row.revoked) return undefined;
    const notBefore = row.account.tokensNotBefore;
    if (notBefore && token.issuedAt < Math.floor(notBefore.getTime() / 1000)) return undefined;
    return { account: row.account, token };
  }

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

    /** Puts the token on the revocation list (logout), and drops entries whose tokens have expired anyway. */
    async revoke(token: AccessTokenClaims): Promise<void> {
      await db
        .insert(revokedTokens)
        .values({ jti: token.tokenId, accountId: token.accountId, expiresAt: new Date(token.expiresAt * 1000) })
        .onConflictDoNothing();
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now()));
    },
  };
}

export type AccountSessions = ReturnType<typeof accountSessions>;
