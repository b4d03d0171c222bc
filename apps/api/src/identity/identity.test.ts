import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";
import { signToken, verifyToken } from "./tokens";

const secret = "a-test-secret-that-is-long-enough-for-hs256";
const claims = { sub: "6f1c2a0e-5b3d-4c8e-9a71-000000001001", typ: "access", iat: 1_800_000_000, exp: 1_800_003_600 };

describe("password hashes", () => {
  it("match the password they were made from and nothing else", async () => {
    const stored = await hashPassword("Staff-sandbox-1");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("Staff-sandbox-1", stored)).toBe(true);
    expect(await verifyPassword("staff-sandbox-1", stored)).toBe(false);
    expect(await verifyPassword("Staff-sandbox-1", await hashPassword("Staff-sandbox-1"))).toBe(true);
    expect(await hashPassword("Staff-sandbox-1")).not.toBe(stored);
  });

  it("are the same for the same salt, so the seed stays deterministic", async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword("Customer-sandbox-1", salt)).toBe(await hashPassword("Customer-sandbox-1", salt));
  });

  it("never match when the stored value is malformed", async () => {
    for (const stored of ["", "plain", "bcrypt$x$y", "scrypt$16384$8$1$$", "scrypt$a$b$c$salt$hash"])
      expect(await verifyPassword("x", stored), stored).toBe(false);
  });
});

describe("HS256 tokens", () => {
  it("read back the claims they were signed with until they expire", () => {
    const token = signToken(claims, secret);
    expect(token.split(".")).toHaveLength(3);
    expect(verifyToken(token, secret, claims.iat)).toEqual(claims);
    expect(verifyToken(token, secret, claims.exp - 1)).toEqual(claims);
    expect(verifyToken(token, secret, claims.exp)).toBeUndefined();
  });

  it("refuse another secret, a changed payload, another algorithm and malformed text", () => {
    const token = signToken(claims, secret);
    const [header, , signature] = token.split(".");
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url");
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const withNone = `${none}.${token.split(".")[1]}.`;
    for (const candidate of [
      signToken(claims, `${secret}!`),
      `${header}.${changed}.${signature}`,
      withNone,
      "a.b",
      "a.b.c",
      "",
      "..",
      `${token}.x`,
    ]) {
      expect(verifyToken(candidate, secret, claims.iat), candidate).toBeUndefined();
    }
  });

  it("refuse a token signed without the claims an account token needs", () => {
    expect(verifyToken(signToken({ ...claims, exp: "later" } as unknown as typeof claims, secret), secret, claims.iat)).toBeUndefined();
    expect(verifyToken(signToken({ ...claims, sub: 42 } as unknown as typeof claims, secret), secret, claims.iat)).toBeUndefined();
  });
});
