import { isCanonicalUuid } from "@storefront/api-contract/patterns";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts } from "../db/schema";
import { hashPassword, verifyPassword } from "./passwords";
import { randomUUID } from "node:crypto";
import type { AccessTokenClaims, IdentityAccount, IdentityProvider, IssuedTokens } from "./provider";
import { KeyRing, signToken, verifyToken, type SigningKey } from "./tokens";

/** Both tokens live an hour. */
export const TOKEN_LIFETIME_SECONDS = 3600;

export interface SandboxIdentityOptions {
  /** The token keys (IDENTITY_KEYS): the first signs, all verify. */
  keys: readonly SigningKey[];
  now: () => Date;
  /** The tokens' lifetime for an account's email (seconds); TOKEN_LIFETIME_SECONDS by default. */
  lifetimeFor?: (email: string) => number;
}

/**
 * IDENTITY_TOKEN_LIFETIMES, for tests only: `domain=seconds` pairs separated by commas; accounts
 * whose email is at that domain get tokens of that lifetime (the e2e suite renews a session of a
 * few seconds this way, while every other account keeps the hour). Empty: the hour for all.
 */
export function tokenLifetimesFromEnv(value: string | undefined): (email: string) => number {
  const lifetimes = new Map<string, number>();
  for (const pair of (value ?? "").split(",").map((part) => part.trim())) {
    if (!pair) continue;
    const match = /^([a-z0-9.-]+)=(\d{1,5})$/i.exec(pair);
    if (!match || Number(match[2]) < 2) throw new Error(`IDENTITY_TOKEN_LIFETIMES takes domain=seconds pairs (2 s or more), not '${pair}'`);
    lifetimes.set(match[1]!.toLowerCase(), Number(match[2]));
  }
  return (email) => lifetimes.get(email.split("@").pop()?.toLowerCase() ?? "") ?? TOKEN_LIFETIME_SECONDS;
}

/**
 * The sandbox identity provider: accounts and scrypt password hashes in the `accounts` table,
 * HS256 tokens with key ids and a jti (jose); the API keeps the revocation list. Behaves like the hosted provider for the login form post: the
 * storefront gets an access token and an id token back through the login callback page.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  /** Compared against when the email is unknown, so a miss costs the same scrypt as a wrong password. */
  private decoyHash?: Promise<string>;
  private readonly ring: KeyRing;

  constructor(
    private readonly db: Database,
    private readonly options: SandboxIdentityOptions,
  ) {
    this.ring = new KeyRing(options.keys);
  }

  private nowSeconds(): number {
    return Math.floor(this.options.now().getTime() / 1000);
  }

  async verifyCredentials(email: string, password: string): Promise<IdentityAccount | undefined> {
    const [row] = await this.db
      .select({
        id: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        passwordHash: accounts.passwordHash,
      })
      .from(accounts)
      .where(eq(accounts.email, email))
      .limit(1);
    this.decoyHash ??= hashPassword("a decoy that no password matches");
    const matches = await verifyPassword(password, row?.passwordHash ?? (await this.decoyHash));
    if (!row || !matches) return undefined;
    return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName };
  }

  async issueTokens(account: IdentityAccount, nonce: string, sessionId: string): Promise<IssuedTokens> {
    const iat = this.nowSeconds();
    const lifetime = this.options.lifetimeFor?.(account.email) ?? TOKEN_LIFETIME_SECONDS;
    const exp = iat + lifetime;
    const [accessToken, idToken] = await Promise.all([
      signToken({ sub: account.id, typ: "access", jti: randomUUID(), sid: sessionId, iat, exp }, this.ring),
      signToken(
        {
          sub: account.id,
          typ: "id",
          jti: randomUUID(),
          sid: sessionId,
          email: account.email,
          given_name: account.firstName,
          family_name: account.lastName,
          nonce,
          iat,
          exp,
        },
        this.ring,
      ),
    ]);
    return { accessToken, idToken, expiresIn: lifetime };
  }

  async verifyAccessToken(accessToken: string, { expiredWithinMs = 0 } = {}): Promise<AccessTokenClaims | undefined> {
    const claims = await verifyToken(accessToken, this.ring, this.nowSeconds(), Math.floor(expiredWithinMs / 1000));
    if (claims?.typ !== "access" || !isCanonicalUuid(claims.sub)) return undefined;
    // Every access token carries a jti (a renewal revokes it) and its session (logout revokes that); one without is refused.
    if (typeof claims.jti !== "string" || !isCanonicalUuid(claims.jti)) return undefined;
    if (typeof claims.sid !== "string" || !isCanonicalUuid(claims.sid)) return undefined;
    return { accountId: claims.sub, tokenId: claims.jti, sessionId: claims.sid, issuedAt: claims.iat, expiresAt: claims.exp };
  }
}
