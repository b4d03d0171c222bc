import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Compact JWTs signed with HS256 (RFC 7519, RFC 7515) from node:crypto. Only HS256 is accepted
 * on the way in: a token naming another algorithm (including "none") is refused.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const SEGMENT = /^[A-Za-z0-9_-]+$/;

export interface TokenClaims {
  sub: string;
  typ: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
  [claim: string]: unknown;
}

const signature = (input: string, secret: string) => createHmac("sha256", secret).update(input).digest();

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${body}.${signature(body, secret).toString("base64url")}`;
}

function parseJson(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The claims of a token signed with `secret` that has not expired at `nowSeconds`, or undefined
 * when it is malformed, signed otherwise, or expired.
 */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenClaims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return undefined;
  const [header, payload, signed] = parts as [string, string, string];
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const head = parseJson(header);
  if (head?.alg !== "HS256") return undefined;
  const claims = parseJson(payload);
  if (!claims || typeof claims.sub !== "string" || typeof claims.typ !== "string") return undefined;
  if (typeof claims.iat !== "number" || typeof claims.exp !== "number" || claims.exp <= nowSeconds) return undefined;
  return claims as TokenClaims;
}
