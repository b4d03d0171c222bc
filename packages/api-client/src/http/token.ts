/** spec 3 §4 and §9: a token with less than 900 ms left is renewed silently. */
export const TOKEN_RENEW_THRESHOLD_MS = 900;

export type TokenStatus = "valid" | "renew" | "expired" | "invalid";

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The expiry (epoch ms) of a JWT, or null when the token is not a readable JWT with `exp`. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1])) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * spec 3 §4: an invalid format or an expired token means logout; less than 900 ms left means a
 * silent renew.
 */
export function tokenStatus(token: string | null | undefined, now: number = Date.now()): TokenStatus {
  if (!token) return "invalid";
  const expiry = tokenExpiry(token);
  if (expiry === null) return "invalid";
  const left = expiry - now;
  if (left <= 0) return "expired";
  return left < TOKEN_RENEW_THRESHOLD_MS ? "renew" : "valid";
}

/** spec 3 §2: the logout route used after an expired token. */
export function logoutPath(returnUrl: string): string {
  return `/account/logout?returnUrl=${encodeURIComponent(returnUrl)}`;
}
