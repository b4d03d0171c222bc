import type { AccountInfo } from "@storefront/api-client/account";
import { RELOGIN_LATE_MS } from "@storefront/api-contract/identity";
import { TOKEN_RENEW_THRESHOLD_MS, tokenExpiry, tokenStatus, type TokenStatus } from "@storefront/api-client/http";

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

export type SessionCheck = "signedOut" | "signedIn" | "renew" | "expired";

/**
 * spec 3 §4 token check: an invalid or expired token (either of the two) means logout; a token
 * with less than 900 ms left means a silent renew ('renew': still signed in, renewed through
 * POST /api/account/relogin by the session guard).
 */
export function checkSession(session: Session, now: number = Date.now()): SessionCheck {
  if (!isLoggedIn(session)) return "signedOut";
  const statuses = [tokenStatus(session.accessToken, now), tokenStatus(session.idToken, now)];
  if (statuses.some((status) => status === "expired" || status === "invalid")) return "expired";
  return statuses.includes("renew") ? "renew" : "signedIn";
}

/** A check that still counts as signed in (the renew window included). */
export function isSignedInCheck(check: SessionCheck): boolean {
  return check === "signedIn" || check === "renew";
}

/**
 * What the session guard does next about the tokens: nothing without a session; end it when a
 * token has expired; renew now in the last 900 ms; else wait until the renew window opens
 * (`inMs`). `expiresInMs` is the time left of the earlier token, for a renew that failed.
 *
 * `due`: the guard's timer for the renew window has fired. On a busy page it fires late, after the
 * tokens expired (issue 42 item 7: the account renewal journey signed the shopper out under load);
 * less than RELOGIN_LATE_MS after the expiry that renew is still made, as the API takes it then.
 */
export type RenewalPlan =
  { action: "none" } | { action: "expired" } | { action: "renew"; expiresInMs: number } | { action: "wait"; inMs: number };

export function renewalPlan(session: Session, now: number = Date.now(), { due = false }: { due?: boolean } = {}): RenewalPlan {
  const check = checkSession(session, now);
  if (check === "signedOut") return { action: "none" };
  if (check === "expired") {
    const expiry = earlierExpiry(session);
    return due && expiry !== null && now - expiry < RELOGIN_LATE_MS
      ? { action: "renew", expiresInMs: expiry - now }
      : { action: "expired" };
  }
  const expiry = earlierExpiry(session) as number;
  if (check === "renew") return { action: "renew", expiresInMs: expiry - now };
  return { action: "wait", inMs: expiry - TOKEN_RENEW_THRESHOLD_MS - now + 1 };
}

/** The earlier expiry of the two tokens (ms), or null when either cannot be read. */
function earlierExpiry(session: Session): number | null {
  const access = tokenExpiry(session.accessToken ?? "");
  const id = tokenExpiry(session.idToken ?? "");
  return access === null || id === null ? null : Math.min(access, id);
}

/** The tokens and nonce of a login callback's fragment (`#access_token=…&id_token=…&nonce=…`), or null without both tokens. */
export function callbackTokens(
  hash: string,
): { accessToken: string; idToken: string; nonce: string | null; returnUrl: string | null } | null {
  const fields = new URLSearchParams(hash.replace(/^[^#]*#/, ""));
  const accessToken = fields.get("access_token");
  const idToken = fields.get("id_token");
  if (!accessToken || !idToken) return null;
  return { accessToken, idToken, nonce: fields.get("nonce"), returnUrl: fields.get("returnUrl") };
}

/**
 * The session a relogin answer's redirect (`/blank/account/login-callback#access_token=…`) gives,
 * or null when it lacks a token, names another user or carries another nonce (spec 3 §4).
 */
export function renewedSession(redirectUrl: string | null | undefined, current: Session, nonce: string): Session | null {
  const tokens = redirectUrl ? callbackTokens(redirectUrl) : null;
  if (!tokens || tokens.nonce !== nonce) return null;
  const claims = readIdToken(tokens.idToken);
  if (claims?.nonce !== undefined && claims.nonce !== nonce) return null;
  const session = sessionFromTokens(tokens);
  return isLoggedIn(session) && session.userId === current.userId ? session : null;
}

/** A random nonce (128 bits, hex) for one login or renewal (spec 3 §4). */
export function createNonce(random: Pick<Crypto, "getRandomValues"> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
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

/**
 * Whether an account is staff (spec 3 §3, §6; BRANDS.md): it carries a winningUserId and the brand
 * has staff tooling. The one rule the staff console and the projects domain both read.
 */
export function isStaffAccount(account: Pick<AccountInfo, "winningUserId"> | undefined, staffTooling: boolean): boolean {
  return staffTooling && Boolean(account?.winningUserId);
}
