import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";

const ISSUER = "payment-sandbox";

/**
 * What a token is for: a 3-D Secure challenge session, the 3-D Secure result posted back to the
 * merchant, or an instalment provider's return to the merchant (its checkout and shopper's answer).
 */
export type TokenUse = "3ds-challenge" | "3ds-result" | "instalment-return";

export interface TokenClaims {
  use: TokenUse;
  /** The payment (pspReference) or the instalment checkout (checkoutId). */
  payment: string;
  merchantAccount: string;
}

/**
 * HS256 tokens the sandbox signs and later checks itself (the challenge session, the 3-D Secure
 * result). The secret is made on first start and kept in the data folder, so tokens outlive a
 * restart.
 */
export class TokenSigner {
  private constructor(private readonly secret: Uint8Array) {}

  static async open(dataDir: string): Promise<TokenSigner> {
    const file = join(dataDir, "token-secret");
    try {
      return new TokenSigner(Buffer.from((await readFile(file, "utf8")).trim(), "base64url"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      const secret = randomBytes(32);
      await writeFile(file, secret.toString("base64url"), { mode: 0o600, flag: "wx" });
      return new TokenSigner(secret);
    }
  }

  sign(claims: TokenClaims, lifetimeSeconds: number, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ use: claims.use })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setAudience(claims.merchantAccount)
      .setSubject(claims.payment)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeSeconds)
      .sign(this.secret);
  }

  /** The claims of a genuine, unexpired token of that use; null for anything else. */
  async verify(token: unknown, use: TokenUse, now: Date): Promise<TokenClaims | null> {
    if (typeof token !== "string" || token.length === 0 || token.length > 2048) return null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ["HS256"], currentDate: now }));
    } catch {
      // Malformed, tampered, expired or signed by another sandbox: all mean "not ours".
      return null;
    }
    if (payload.use !== use || typeof payload.sub !== "string" || typeof payload.aud !== "string") return null;
    return { use, payment: payload.sub, merchantAccount: payload.aud };
  }
}
