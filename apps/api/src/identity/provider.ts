/**
 * The identity provider behind the account calls (spec 3 §4 Authentication, §7 Identity
 * provider; ARCHITECTURE.md decision 7). The API ships a sandbox implementation
 * (./sandbox.ts); a hosted provider would implement the same interface.
 */

/** Who signed in: what the tokens carry. */
export interface IdentityAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  /** Seconds until both tokens expire. */
  expiresIn: number;
}

export interface IdentityProvider {
  /**
   * The account with this (lower-cased) email and password, or undefined. Takes about as long
   * for an unknown email as for a wrong password, so answers do not reveal which emails exist.
   */
  verifyCredentials(email: string, password: string): Promise<IdentityAccount | undefined>;
  /**
   * An access token and an id token carrying the nonce of the login form, both naming the sign-in
   * session they belong to (`sid`: every token renewed from one sign-in shares it).
   */
  issueTokens(account: IdentityAccount, nonce: string, sessionId: string): Promise<IssuedTokens>;
  /**
   * The claims of a valid, unexpired access token, or undefined (id tokens are not access
   * tokens). Revocation is the API's: it checks the token id against its revocation list.
   * `expiredWithinMs` (a renewal only) also accepts a token that expired less than that long ago.
   */
  verifyAccessToken(accessToken: string, options?: { expiredWithinMs?: number }): Promise<AccessTokenClaims | undefined>;
}

/** What the API reads from an access token. */
export interface AccessTokenClaims {
  accountId: string;
  /** The token's jti: a renewal revokes it. */
  tokenId: string;
  /** The sign-in session (family) of the token (`sid`): logout and a password reset revoke it. */
  sessionId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}
