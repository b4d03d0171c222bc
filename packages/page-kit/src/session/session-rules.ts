import { tokenStatus, type TokenStatus } from "@storefront/api-client/http";

/**
 * The signed-in session (spec 3 §4): two flags and both tokens. Kept in local storage by the
 * session store; every rule about it is a plain function here.
 */
export interface Session {
  /** Flag: set when a login callback stored the tokens. */
  isLoggedIn: boolean;
  /** Flag: the id token's `sub`, sent with the logout call (spec 3 §7). */
  userId: string | null;
  accessToken: string | null;
  idToken: string | null;
}

export const signedOutSession: Session = { isLoggedIn: false, userId: null, accessToken: null, idToken: null };

/** spec 3 §4: logged in means the stored flags and both tokens all exist. */
export function isLoggedIn(session: Session): boolean {
  return session.isLoggedIn && Boolean(session.userId) && Boolean(session.accessToken) && Boolean(session.idToken);
}

/** The access token's status (api-client's tokenStatus): valid, renew, expired or invalid. */
export function sessionTokenStatus(session: Session, now: number = Date.now()): TokenStatus {
  return tokenStatus(session.accessToken, now);
}

export type SessionCheck = "signedOut" | "signedIn" | "expired";

/**
 * spec 3 §4 token check: an invalid or expired token (either of the two) means logout. A token
 * with less than 900 ms left ('renew') still counts as signed in: the silent renew is not built
 * yet, so the API's 401 ends such a session.
 */
export function checkSession(session: Session, now: number = Date.now()): SessionCheck {
  if (!isLoggedIn(session)) return "signedOut";
  const statuses = [tokenStatus(session.accessToken, now), tokenStatus(session.idToken, now)];
  return statuses.some((status) => status === "expired" || status === "invalid") ? "expired" : "signedIn";
}

/** The id token's claims (sub, email, given_name, family_name, nonce). */
export interface IdTokenClaims {
  sub?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  nonce?: string;
  exp?: number;
}

/** The payload of a JWT, or null when it is not a readable JWT. The signature is the API's to check. */
export function readIdToken(token: string | null | undefined): IdTokenClaims | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof claims === "object" && claims !== null ? (claims as IdTokenClaims) : null;
  } catch {
    return null;
  }
}

/** The session a login callback's tokens make; signed out when the id token names no user. */
export function sessionFromTokens(tokens: { accessToken: string; idToken: string }): Session {
  const userId = readIdToken(tokens.idToken)?.sub;
  if (!userId || !tokens.accessToken) return signedOutSession;
  return { isLoggedIn: true, userId, accessToken: tokens.accessToken, idToken: tokens.idToken };
}
