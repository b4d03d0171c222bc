import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";

/**
 * Compact JWTs signed with HS256 through `jose` (RFC 7519, RFC 7515). Every token names the key
 * that signed it (`kid`), so keys rotate: the newest key signs, every key of the ring verifies.
 * Only HS256 is accepted on the way in: a token naming another algorithm (including "none") is
 * refused.
 */

export interface TokenClaims {
  sub: string;
  typ: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
  [claim: string]: unknown;
}

/** HS256 wants a key at least as long as its 256-bit output. */
export const MIN_KEY_BYTES = 32;

export interface SigningKey {
  kid: string;
  secret: string;
}

/** The keys the identity provider holds: the first signs, all of them verify. */
export class KeyRing {
  private readonly keys: Map<string, Uint8Array>;
  readonly current: string;

  constructor(keys: readonly SigningKey[]) {
    const [first] = keys;
    if (!first) throw new Error("The identity key ring needs at least one key");
    for (const key of keys) {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(key.kid)) throw new Error(`The identity key id '${key.kid}' is not a plain name`);
      if (Buffer.byteLength(key.secret) < MIN_KEY_BYTES)
        throw new Error(`The identity key '${key.kid}' must be at least ${MIN_KEY_BYTES} bytes long`);
    }
    this.keys = new Map(keys.map((key) => [key.kid, new TextEncoder().encode(key.secret)]));
    this.current = first.kid;
  }

  key(kid: string | undefined): Uint8Array | undefined {
    return kid === undefined ? undefined : this.keys.get(kid);
  }
}

export function signToken(claims: TokenClaims, ring: KeyRing): Promise<string> {
  const key = ring.key(ring.current) as Uint8Array;
  return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: "HS256", typ: "JWT", kid: ring.current }).sign(key);
}

/**
 * The claims of a token signed by a key of the ring that has not expired at `nowSeconds` (or
 * expired less than `lateSeconds` before it), or undefined when it is malformed, signed otherwise
 * or by an unknown key, or expired.
 */
export async function verifyToken(token: string, ring: KeyRing, nowSeconds: number, lateSeconds = 0): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = ring.key(header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      { algorithms: ["HS256"], currentDate: new Date(nowSeconds * 1000), clockTolerance: lateSeconds },
    );
    if (typeof payload.sub !== "string" || typeof payload.typ !== "string") return undefined;
    if (typeof payload.iat !== "number" || typeof payload.exp !== "number" || payload.exp <= nowSeconds - lateSeconds) return undefined;
    return payload as TokenClaims;
  } catch {
    return undefined;
  }
}
